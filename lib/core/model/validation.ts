import { z } from 'zod';
import { formatNumber } from '@/lib/core/facts';
import { isIsoDate } from '@/lib/core/iso-date';
import type { EntityName } from './entities';
import { PUBLICATION_STATUSES } from './publication';

/*
 * The rules every content entity must satisfy, shared by the API (which enforces them) and the
 * admin forms (which show the same messages next to the field). Messages are Japanese because
 * the people who read them are the gym's office staff.
 */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const NEWS_CONTENT_TAGS = ['h2', 'h3', 'h4', 'p', 'img', 'video', 'a', 'button', 'youtube'] as const;
export const MAIN_CATEGORIES = ['news', 'resources'] as const;

export { isIsoDate };

const text = (label: string, max = 2000) =>
  z.string({ error: `${label}を入力してください。` }).trim().min(1, `${label}を入力してください。`).max(max, `${label}は${max}文字以内で入力してください。`);

const optionalText = (label: string, max = 2000) =>
  z.string().trim().max(max, `${label}は${max}文字以内で入力してください。`).nullish();

const slug = (label: string) =>
  text(label, 100).regex(SLUG_PATTERN, `${label}は半角英小文字・数字・ハイフンで入力してください（例: shibuya-ekimae）。`);

const date = (label: string) => text(label, 10).refine(isIsoDate, `${label}は YYYY-MM-DD の形式で正しい日付を入力してください。`);

const optionalDate = (label: string) =>
  z
    .string()
    .nullish()
    .refine((value) => !value || isIsoDate(value), `${label}は YYYY-MM-DD の形式で正しい日付を入力してください。`);

/**
 * An instant with its offset (2026-12-01T09:00:00+09:00 or …Z), stored as UTC ISO text so the
 * database compares it with now as text.
 */
const instant = (label: string) =>
  z
    .string()
    .trim()
    .nullish()
    .refine((value) => !value || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value))), {
      message: `${label}は 2026-12-01T09:00:00+09:00 の形式で入力してください。`,
    })
    .transform((value) => (value ? new Date(value).toISOString() : (value ?? null)));

const publication = {
  status: z.enum(PUBLICATION_STATUSES, { error: '公開状態は DRAFT（下書き）か PUBLISHED（公開）です。' }),
  publishAt: instant('公開日時'),
};

const id = (label: string) => z.string({ error: `${label}を選択してください。` }).uuid(`${label}を選択してください。`);

/**
 * A path on this site (/media/…/a.webp) or an http(s) address: never javascript: or data: URLs,
 * and never //host or /\host, which a browser reads as another site's address.
 */
const IMAGE_URL = /^(\/(?![/\\])|https?:\/\/)/i;
/** What a link may also point at: a mail address, a phone number or a place on the same page. */
export const LINK_URL = /^(\/(?![/\\])|https?:\/\/|mailto:|tel:|#)/i;

const urlMessage = (label: string) => `${label}は https:// で始まるアドレスか / で始まるサイト内のパスを入力してください。`;

/** The one rule of every image field, lists included. */
const isImageUrl = (value: string): boolean => IMAGE_URL.test(value);

const imageUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .refine((value) => !value || isImageUrl(value), urlMessage(label));

/** A list of images; a bad entry is reported on the list, where the admin shows the list's error. */
const imageUrls = (label: string, max: number) =>
  z
    .array(z.string().trim().min(1).max(2000))
    .max(max, `${label}は${max}枚までです。`)
    .nullish()
    .superRefine((urls, ctx) => {
      const bad = urls?.findIndex((url) => !isImageUrl(url)) ?? -1;
      if (bad >= 0) ctx.addIssue({ code: 'custom', message: urlMessage(`${label}（${bad + 1}枚目）`) });
    });

const linkUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .refine((value) => !value || LINK_URL.test(value), urlMessage(label));

const httpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .refine((value) => !value || /^https:\/\//i.test(value), `${label}は https:// で始まるアドレスを入力してください。`);

const price = (label: string) =>
  z
    .string()
    .trim()
    .nullish()
    .refine((value) => !value || /^\d{1,7}$/.test(value), `${label}は半角数字で入力してください（無料は 0、取り扱いなしは空欄）。`);

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}は数値で入力してください。` })
    .int(`${label}は整数で入力してください。`)
    .min(min, `${label}は${min}以上で入力してください。`)
    .max(max, `${label}は${formatNumber(max)}以下で入力してください。`);

/**
 * A store's coordinates, in degrees (WGS 84, what a map shows): within Japan, with Okinotorishima,
 * Yonaguni, Minamitorishima and Etorofu inside the box, so a swapped pair or a sign error is
 * refused.
 */
export const JAPAN_LATITUDE = { min: 20, max: 46 } as const;
export const JAPAN_LONGITUDE = { min: 122, max: 154 } as const;

const degrees = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${label}は数値で入力してください（例: 35.6581）。` })
    .min(min, `${label}は${min}〜${max}の範囲で入力してください（日本国内の店舗の値です）。`)
    .max(max, `${label}は${min}〜${max}の範囲で入力してください（日本国内の店舗の値です）。`)
    .nullish();

/**
 * A page's own search title, description and share image (stores, articles, and the fixed pages'
 * page_seo rows); empty keeps the value the page derives (lib/site/seo/snippet.ts). The limits are
 * what the server stores; the admin's counters guide towards what a result shows (SEO_GUIDES).
 */
export const SEO_LIMITS = { title: 60, description: 160 } as const;

/** What a Japanese search result shows on a computer, in full-width characters: about 30–35 of a title, 120 of a description. */
export const SEO_GUIDES = { title: 32, description: 120 } as const;

/**
 * A share image is a picture of this site: a path on it (an uploaded picture, /media/…/1280.webp,
 * or one of public/), never another site's address, which LINE and X would fetch from there.
 */
const SHARE_IMAGE_PATH = /^\/(?![/\\])(?!.*\.\.)[\w\-./%~]+\.(?:png|jpe?g|webp|gif|avif)$/i;

export const isShareImagePath = (value: string): boolean => SHARE_IMAGE_PATH.test(value);

export const seoFields = {
  seoTitle: optionalText('検索結果の見出し', SEO_LIMITS.title),
  seoDescription: optionalText('検索結果の説明文', SEO_LIMITS.description),
  seoImage: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .refine((value) => !value || isShareImagePath(value), 'シェア画像はメディアライブラリの画像か、このサイトの画像のパス（/ で始まるもの）を選んでください。'),
};

export const schemas = {
  Store: z
    .object({
      name: text('店舗名', 100),
      area: text('エリア', 100),
      postCode: z
        .string()
        .trim()
        .nullish()
        .refine((value) => !value || /^\d{3}-?\d{4}$/.test(value), '郵便番号は 123-4567 の形式で入力してください。'),
      address: optionalText('住所', 200),
      addressOther: optionalText('建物名など', 200),
      access: optionalText('アクセス', 500),
      phone: z
        .string()
        .trim()
        .nullish()
        .refine((value) => !value || /^[0-9+][0-9-]{8,14}$/.test(value), '電話番号は半角数字とハイフンで入力してください。'),
      googleMap: httpsUrl('Google マップのリンク'),
      embedUrl: httpsUrl('地図の埋め込みアドレス'),
      instagram: z
        .string()
        .trim()
        .nullish()
        .refine((value) => !value || /^[A-Za-z0-9._]{1,30}$/.test(value), 'Instagram はアカウント名（@ なし）を入力してください。'),
      line: httpsUrl('LINE のリンク'),
      businessHours: z.array(text('営業時間', 100)).max(20).nullish(),
      holidays: optionalText('定休日', 200),
      premiumValue: int('プレミアムプランの月会費', 0, 1_000_000).nullish(),
      openDate: optionalDate('オープン日'),
      thumbImage: imageUrl('サムネイル画像'),
      images: imageUrls('画像', 30),
      rentalAllSet: price('レンタル（上下セット＋シューズ）'),
      rentalTopBottomSet: price('レンタル（上下セット）'),
      rentalTopOrBottom: price('レンタル（上または下）'),
      rentalShoes: price('レンタル（シューズ）'),
      rentalSocks: price('レンタル（ソックス）'),
      rentalShaker: price('レンタル（シェイカー）'),
      enabled: z.boolean({ error: '公開状態を選択してください。' }),
      link: slug('店舗ページの URL'),
      googleLocationId: optionalText('Google ロケーション ID', 100),
      latitude: degrees('緯度', JAPAN_LATITUDE),
      longitude: degrees('経度', JAPAN_LONGITUDE),
      ...seoFields,
    })
    .superRefine((store, ctx) => {
      const given = [store.latitude, store.longitude].map((value) => value !== null && value !== undefined);
      if (given[0] === given[1]) return;
      const missing = given[0] ? 'longitude' : 'latitude';
      ctx.addIssue({ code: 'custom', path: [missing], message: '緯度と経度は両方を入力するか、両方とも空欄にしてください。' });
    }),
  Area: z.object({
    en: text('エリア名（英語）', 50).regex(/^[A-Za-z][A-Za-z0-9 -]*$/, 'エリア名（英語）は半角英字で入力してください。'),
    jp: text('エリア名', 50),
  }),
  Category: z.object({
    name: text('カテゴリー名', 50),
    // /news/page/2 is a list page, so no category may be called "page".
    slug: slug('カテゴリーの URL').refine((value) => value !== 'page', '「page」はページ番号の URL に使うため、カテゴリーの URL にはできません。'),
    mainCategory: z.enum(MAIN_CATEGORIES, { error: '種類は news か resources を選択してください。' }),
  }),
  News: z.object({
    categorySlug: z.string().nullish(),
    categoryName: z.string().nullish(),
    categoryId: id('カテゴリー'),
    createdDate: date('日付'),
    title: text('タイトル', 200),
    route: slug('記事の URL'),
    template: optionalText('テンプレート', 50),
    ...publication,
    ...seoFields,
  }),
  NewsContent: z.object({
    newsId: id('記事'),
    tag: z.enum(NEWS_CONTENT_TAGS, { error: `種類は ${NEWS_CONTENT_TAGS.join(', ')} のいずれかです。` }),
    text: optionalText('テキスト', 100_000),
    class: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'スタイル名は半角英数字で入力してください。')).max(20).nullish(),
    src: imageUrl('ファイルのアドレス'),
    alt: optionalText('代替テキスト', 300),
    href: linkUrl('リンク先'),
    order: z.number({ error: '並び順は数値で入力してください。' }).finite(),
    width: int('幅', 1, 100).nullish(),
    ratio: z
      .string()
      .trim()
      .nullish()
      .refine((value) => !value || /^\d+(\.\d+)?([/:]\d+(\.\d+)?)?$/.test(value), '縦横比は 16/9 のように入力してください。'),
  }),
  Campaign: z
    .object({
      storeName: z.string().nullish(),
      storeLink: z.string().nullish(),
      date: date('開始日'),
      value: int('キャンペーン価格', 0, 10_000_000).nullish(),
      storeId: id('店舗'),
      newsId: id('記事').nullish(),
      campaignOverDate: optionalDate('終了日'),
      ...publication,
    })
    .refine((campaign) => !campaign.campaignOverDate || campaign.campaignOverDate >= campaign.date, {
      message: '終了日は開始日以降の日付を入力してください。',
      path: ['campaignOverDate'],
    }),
  Review: z.object({
    storeId: id('店舗'),
    title: optionalText('タイトル', 200),
    age: optionalText('年代', 50),
    initial: optionalText('お名前（イニシャル）', 50),
    badge: optionalText('バッジ', 50),
    comment: optionalText('コメント', 5000),
    image: imageUrl('画像'),
  }),
  Trainer: z.object({
    storeId: id('店舗'),
    name: text('トレーナー名', 100),
    image: imageUrl('画像'),
    comment: optionalText('コメント', 5000),
    trainerExp: optionalText('経歴', 500),
  }),
  Question: z.object({
    question: text('質問', 500),
    answer: text('回答', 5000),
    storeId: id('店舗').nullish(),
  }),
} satisfies Record<EntityName, z.ZodType>;
