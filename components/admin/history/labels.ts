import type { VersionedEntity, VersionKind } from '@/lib/core/model/versions';

/** The names the history shows for the fields of an article, a block, a store and a campaign; a field not named here shows as it is. */
const FIELD_LABELS: Record<string, string> = {
  // article
  title: 'タイトル',
  createdDate: '日付',
  categoryId: 'カテゴリー',
  categoryName: 'カテゴリー名',
  categorySlug: 'カテゴリーの URL',
  route: '記事の URL',
  template: 'テンプレート',
  status: '公開状態',
  publishAt: '公開日時',
  // block
  tag: '種類',
  text: '文章',
  class: 'スタイル',
  src: '画像・動画',
  alt: '代替テキスト',
  href: 'リンク先',
  order: '順番',
  width: '幅',
  ratio: '縦横比',
  // store
  name: '店舗名',
  area: 'エリア',
  postCode: '郵便番号',
  address: '住所',
  addressOther: '建物名など',
  access: 'アクセス',
  phone: '電話番号',
  googleMap: 'Google マップ',
  embedUrl: '地図の埋め込み URL',
  instagram: 'Instagram',
  line: 'LINE',
  businessHours: '営業時間',
  holidays: '定休日',
  premiumValue: 'プレミアムプラン料金',
  openDate: 'オープン日',
  thumbImage: 'サムネイル画像',
  images: '画像',
  rentalAllSet: 'レンタル（上下セット＋シューズ）',
  rentalTopBottomSet: 'レンタル（上下セット）',
  rentalTopOrBottom: 'レンタル（上または下）',
  rentalShoes: 'レンタル（シューズ）',
  rentalSocks: 'レンタル（ソックス）',
  rentalShaker: 'レンタル（シェイカー）',
  enabled: '公開する',
  link: '店舗の URL',
  googleLocationId: 'Google ロケーション ID',
  latitude: '緯度',
  longitude: '経度',
  // campaign
  storeId: '店舗',
  storeName: '店舗名',
  storeLink: '店舗の URL',
  newsId: 'お知らせ記事',
  value: 'キャンペーン価格',
  date: '開始日',
  campaignOverDate: '終了日',
};

export const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;

export const KIND_LABELS: Record<VersionKind, string> = { create: '作成', update: '変更', restore: '復元' };

export const ENTITY_LABELS: Record<VersionedEntity, string> = { News: '記事', Store: '店舗', Campaign: 'キャンペーン' };

/** A value of a snapshot (JSON text) as a person reads it. */
export function showValue(json: string | null): string {
  if (json === null) return '（なし）';
  const value: unknown = JSON.parse(json);
  if (value === null || value === '') return '（なし）';
  if (typeof value === 'boolean') return value ? 'はい' : 'いいえ';
  if (Array.isArray(value)) return value.length ? value.join('、') : '（なし）';
  return String(value);
}
