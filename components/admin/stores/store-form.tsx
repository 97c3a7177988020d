'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Controller } from 'react-hook-form';
import { prices, yenSign } from '@/lib/core/facts';
import type { Item } from '@/lib/core/model/entities';
import { storePath } from '@/lib/core/routes';
import { storeSeo } from '@/lib/site/seo/snippet';
import { PREMIUM_COURSE_CODE, PREMIUM_COURSE_CODE_20000 } from '@/lib/site/store/payment';
import { useAdminUser } from '../admin-app';
import { WithHistory } from '../history/history-panel';
import { useLiveCollection } from '../live';
import { ImageListField } from '../media/image-list-field';
import { SeoFields } from '../seo/seo-fields';
import { EditScreen } from '../ui/edit-screen';
import { EntityFormFrame, useEntityForm } from '../ui/entity-form';
import { CheckboxField, errorOf, NumberField, SelectField, StringListField, TextAreaField, TextField } from '../ui/fields';
import { card } from '../ui/styles';
import { PublicStatus, STORES_HREF } from './shared';
import { useDeleteWithAddress } from '../redirects/delete-with-address';

type Store = Item<'Store'>;

const SECTIONS = [
  { id: 'store-basic', title: '基本情報' },
  { id: 'store-contact', title: '連絡先・地図' },
  { id: 'store-hours', title: '営業時間' },
  { id: 'store-prices', title: '料金・レンタル' },
  { id: 'store-images', title: '画像' },
  { id: 'store-seo', title: '検索結果とシェア' },
  { id: 'store-publish', title: '公開設定' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

const RENTALS = [
  ['rentalAllSet', 'レンタル（上下セット＋シューズ）'],
  ['rentalTopBottomSet', 'レンタル（上下セット）'],
  ['rentalTopOrBottom', 'レンタル（上または下）'],
  ['rentalShoes', 'レンタル（シューズ）'],
  ['rentalSocks', 'レンタル（ソックス）'],
  ['rentalShaker', 'レンタル（シェイカー）'],
] as const;

/** Stores created in this browser session, so their edit screen can say 作成しました with the public link. */
const justCreated = new Set<string>();

const noSubscribe = () => () => undefined;

/** The site's own address as the browser sees it (for the public URL hint). */
function useOrigin(): string {
  return useSyncExternalStore(noSubscribe, () => window.location.origin, () => '');
}

function Section({ id, children, description }: { id: SectionId; children: ReactNode; description?: string }) {
  const title = SECTIONS.find((section) => section.id === id)?.title;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${card} scroll-mt-4`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-700">{description}</p> : null}
      <div className="mt-4 grid gap-5 md:grid-cols-2">{children}</div>
    </section>
  );
}

/** Spans both columns of a section. */
function Wide({ children }: { children: ReactNode }) {
  return <div className="md:col-span-2">{children}</div>;
}

function PublicLink({ store }: { store: Store }) {
  return (
    <a
      href={storePath(store.link)}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1 font-bold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      公開ページを見る<span className="sr-only">（新しいタブで開きます）</span>
      <span aria-hidden="true">↗</span>
    </a>
  );
}

function dependentsMessage(store: Store, counts: Record<'trainers' | 'reviews' | 'questions' | 'campaigns', number>): ReactNode {
  const parts = [
    counts.trainers ? `トレーナー${counts.trainers}件` : null,
    counts.reviews ? `お客様の声${counts.reviews}件` : null,
    counts.questions ? `よくある質問${counts.questions}件` : null,
    counts.campaigns ? `キャンペーン${counts.campaigns}件` : null,
  ].filter(Boolean);
  return (
    <>
      <p>
        「{store.name}」を削除します。店舗ページ（/store/{store.link}）はすぐに表示されなくなります。店舗はゴミ箱に移り、30日以内なら元に戻せます。
      </p>
      <p className="mt-2">
        {parts.length
          ? `この店舗の${parts.join('・')}も一緒に削除され、元に戻すときは一緒に戻ります。`
          : 'この店舗に登録されたトレーナー・お客様の声・よくある質問・キャンペーンはありません。'}
      </p>
      <p className="mt-2">一時的に隠したいだけなら、削除せずに「公開する」のチェックを外してください。</p>
    </>
  );
}

function useDependentCounts(storeId: string | undefined) {
  const trainers = useLiveCollection('Trainer').items;
  const reviews = useLiveCollection('Review').items;
  const questions = useLiveCollection('Question').items;
  const campaigns = useLiveCollection('Campaign').items;
  return useMemo(() => {
    const count = (items: { storeId?: string | null }[]) => (storeId ? items.filter((item) => item.storeId === storeId).length : 0);
    return { trainers: count(trainers), reviews: count(reviews), questions: count(questions), campaigns: count(campaigns) };
  }, [storeId, trainers, reviews, questions, campaigns]);
}

function StoreForm({ store }: { store: Store | null }) {
  const router = useRouter();
  const deletion = useDeleteWithAddress();
  const origin = useOrigin();
  const areas = useLiveCollection('Area').items;
  const counts = useDependentCounts(store?.id);
  const [savedNotice, setSavedNotice] = useState<'created' | 'saved' | null>(() => (store && justCreated.has(store.id) ? 'created' : null));
  // Said once: coming back to this store later shows no 作成しました.
  useEffect(() => {
    if (store) justCreated.delete(store.id);
  }, [store]);

  const controller = useEntityForm({
    entity: 'Store',
    item: store,
    listHref: STORES_HREF,
    defaultValues: {
      name: store?.name ?? '',
      area: store?.area ?? '',
      postCode: store?.postCode ?? null,
      address: store?.address ?? null,
      addressOther: store?.addressOther ?? null,
      access: store?.access ?? null,
      phone: store?.phone ?? null,
      googleMap: store?.googleMap ?? null,
      embedUrl: store?.embedUrl ?? null,
      instagram: store?.instagram ?? null,
      line: store?.line ?? null,
      businessHours: store?.businessHours ?? [],
      holidays: store?.holidays ?? null,
      premiumValue: store?.premiumValue ?? null,
      openDate: store?.openDate ?? null,
      thumbImage: store?.thumbImage ?? null,
      images: store?.images ?? [],
      rentalAllSet: store?.rentalAllSet ?? null,
      rentalTopBottomSet: store?.rentalTopBottomSet ?? null,
      rentalTopOrBottom: store?.rentalTopOrBottom ?? null,
      rentalShoes: store?.rentalShoes ?? null,
      rentalSocks: store?.rentalSocks ?? null,
      rentalShaker: store?.rentalShaker ?? null,
      enabled: store?.enabled ?? false,
      link: store?.link ?? '',
      googleLocationId: store?.googleLocationId ?? null,
      latitude: store?.latitude ?? null,
      longitude: store?.longitude ?? null,
      seoTitle: store?.seoTitle ?? null,
      seoDescription: store?.seoDescription ?? null,
      seoImage: store?.seoImage ?? null,
    },
    deleteMessage: store ? dependentsMessage(store, counts) : undefined,
    removeWith: (item) =>
      deletion.ask({ entity: 'Store', item, name: `店舗「${item.name}」`, address: storePath(item.link), message: dependentsMessage(item, counts) }),
    onSaved: (saved) => {
      if (store) {
        setSavedNotice('saved');
        return;
      }
      justCreated.add(saved.id);
      router.replace(`${STORES_HREF}/${saved.id}`);
    },
  });
  const { form } = controller;

  const savedArea = store?.area;
  const areaOptions = useMemo(() => {
    const options = areas
      .slice()
      .sort((a, b) => a.jp.localeCompare(b.jp, 'ja'))
      .map((area) => ({ value: area.en, label: `${area.jp}（${area.en}）` }));
    if (savedArea && !areas.some((area) => area.en === savedArea)) {
      options.unshift({ value: savedArea, label: `${savedArea}（エリア一覧にありません）` });
    }
    return options;
  }, [areas, savedArea]);

  const link = form.watch('link');
  const [storeName, address, addressOther] = form.watch(['name', 'address', 'addressOther']);
  const enabled = form.watch('enabled');
  const publicUrl = link ? `${origin}${storePath(link)}` : `${origin}/store/…`;
  const dirty = form.formState.isDirty;

  return (
    <EntityFormFrame controller={controller} label={store ? `${store.name}の編集` : '店舗の追加'}>
      {deletion.dialog}
      {savedNotice && store && !dirty ? (
        <div role="status" className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-emerald-700 bg-emerald-50 px-4 py-3 text-sm">
          <span className="font-bold text-emerald-900">{savedNotice === 'created' ? '店舗を作成しました。' : '保存しました。'}</span>
          {store.enabled ? <PublicLink store={store} /> : <span className="text-slate-800">非公開のため、サイトには表示されません。</span>}
        </div>
      ) : null}

      <nav aria-label="入力項目の区分" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {SECTIONS.map((section) => (
          <a key={section.id} href={`#${section.id}`} className="font-bold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {section.title}
          </a>
        ))}
      </nav>

      <Section id="store-basic">
        <TextField form={form} name="name" label="店舗名" required hint="サイトの見出しと店舗一覧に表示されます（例: Oz 渋谷店）。" />
        <SelectField
          form={form}
          name="area"
          label="エリア"
          required
          options={areaOptions}
          hint="トップページの店舗一覧はエリアごとに表示されます。エリアは「エリア」画面で追加できます。"
        />
        <TextField form={form} name="postCode" label="郵便番号" hint="例: 150-0002" autoComplete="off" />
        <TextField form={form} name="openDate" label="オープン日" type="date" />
        <Wide>
          <TextField form={form} name="address" label="住所" hint="都道府県から番地まで（例: 東京都渋谷区渋谷1-2-3）" />
        </Wide>
        <Wide>
          <TextField form={form} name="addressOther" label="建物名など" hint="例: 渋谷ビル 5F" />
        </Wide>
        <Wide>
          <TextAreaField form={form} name="access" label="アクセス" rows={3} hint="最寄り駅からの道のり（例: JR渋谷駅 東口から徒歩3分）" />
        </Wide>
      </Section>

      <Section id="store-contact" description="店舗ページの「お問い合わせ」欄と地図に使われます。空欄の項目は表示されません。">
        <TextField form={form} name="phone" label="電話番号" type="tel" hint="半角数字とハイフン（例: 03-1234-5678）" />
        <TextField
          form={form}
          name="instagram"
          label="Instagram"
          hint="アカウント名だけを @ なしで入力します（例: oz_shibuya）。"
        />
        <Wide>
          <TextField form={form} name="line" label="LINE のリンク" type="url" hint="LINE 公式アカウントの友だち追加 URL（https://lin.ee/… など）" />
        </Wide>
        <Wide>
          <TextField
            form={form}
            name="googleMap"
            label="Google マップのリンク"
            type="url"
            hint="Google マップで店舗を開き「共有」→「リンクをコピー」で得られるアドレス"
          />
        </Wide>
        <Wide>
          <TextField
            form={form}
            name="embedUrl"
            label="地図の埋め込みアドレス"
            type="url"
            hint="Google マップの「共有」→「地図を埋め込む」で表示される HTML のうち、src=&quot;…&quot; の中のアドレス（https://www.google.com/maps/embed?… ）だけを貼り付けます。"
          />
        </Wide>
        <Wide>
          <TextField
            form={form}
            name="googleLocationId"
            label="Google ロケーション ID"
            hint="Google ビジネス プロフィールのロケーション ID（口コミの連携に使います）。分からなければ空欄のままで構いません。"
          />
        </Wide>
        <NumberField
          form={form}
          name="latitude"
          label="緯度"
          step="any"
          hint="「近くの店舗」の距離計算に使います。Google マップで店舗を右クリックすると表示される2つの数値の1つ目（例: 35.6590）。"
        />
        <NumberField
          form={form}
          name="longitude"
          label="経度"
          step="any"
          hint="同じく2つ目の数値（例: 139.7037）。緯度と経度は両方を入力するか、両方とも空欄にします。"
        />
      </Section>

      <Section id="store-hours">
        <Wide>
          <StringListField
            form={form}
            name="businessHours"
            label="営業時間"
            addLabel="営業時間の行を追加"
            hint="1行ずつ店舗ページに表示されます（例: 平日 11:00〜20:00 / 土日祝 10:00〜19:00）。"
          />
        </Wide>
        <Wide>
          <TextField form={form} name="holidays" label="定休日" hint="例: 年末年始（12/31〜1/3）" />
        </Wide>
      </Section>

      <Section id="store-prices" description="レンタル料金は半角数字（円）で入力します。0 は「無料」、空欄は「取り扱いなし」と表示されます。">
        <Wide>
          <NumberField
            form={form}
            name="premiumValue"
            label="プレミアムプランの月会費"
            step={1}
            hint={`円（半角数字）。空欄なら標準の ${yenSign(prices.premium.monthly)} です。${prices.premium.monthly} のときカード決済の商品コードは「${PREMIUM_COURSE_CODE_20000}」、それ以外の金額では「${PREMIUM_COURSE_CODE}」になります。`}
          />
        </Wide>
        {RENTALS.map(([name, label]) => (
          <TextField key={name} form={form} name={name} label={label} hint="円。0 = 無料、空欄 = 取り扱いなし" />
        ))}
      </Section>

      <Section id="store-images">
        <Wide>
          <Controller
            control={form.control}
            name="images"
            render={({ field }) => (
              <ImageListField
                label="画像"
                value={(field.value as string[] | null | undefined) ?? []}
                onChange={(urls) => field.onChange(urls)}
                thumb={form.watch('thumbImage')}
                onThumbChange={(url) => form.setValue('thumbImage', url, { shouldDirty: true, shouldValidate: true })}
                error={errorOf(form, 'images') ?? errorOf(form, 'thumbImage')}
              />
            )}
          />
        </Wide>
      </Section>

      <Section id="store-seo" description="Google などの検索結果や、LINE・X で共有されたときの表示を変えられます。空欄の項目は、店舗名と住所から自動で作られます。">
        <Wide>
          <SeoFields form={form} resolve={(values) => storeSeo({ name: storeName || '店舗名', address, addressOther, path: storePath(link || '…'), ...values })} />
        </Wide>
      </Section>

      <Section id="store-publish">
        <Wide>
          <TextField
            form={form}
            name="link"
            label="店舗ページの URL"
            required
            hint={
              <>
                半角英小文字・数字・ハイフンで入力します（例: shibuya-ekimae）。公開ページのアドレスは{' '}
                <span className="break-all font-mono text-slate-900">{publicUrl}</span> になります。他の店舗と同じものは使えません。保存後に変えると、古いアドレスから新しいアドレスへ自動で転送されます。
              </>
            }
          />
        </Wide>
        <Wide>
          <CheckboxField
            form={form}
            name="enabled"
            label="公開する"
            hint={
              enabled
                ? '保存すると、サイトの店舗一覧と店舗ページに表示されます。'
                : 'チェックしないと非公開です。サイトには表示されず、管理画面でだけ見られます。'
            }
          />
        </Wide>
        {store ? (
          <Wide>
            <p className="flex flex-wrap items-center gap-3 text-sm text-slate-800">
              <span>保存済みの状態:</span>
              <PublicStatus enabled={store.enabled} />
              {store.enabled ? <PublicLink store={store} /> : null}
            </p>
          </Wide>
        ) : null}
      </Section>
    </EntityFormFrame>
  );
}

export function StoreEdit({ id }: { id: string }) {
  // Store staff read their stores' details; changing them is for editors and owners (the API refuses it too).
  const readOnly = useAdminUser().user.role === 'staff';
  return (
    <EditScreen entity="Store" id={id} listHref={STORES_HREF} titles={{ create: '店舗を追加', edit: (store) => `店舗：${store.name}` }}>
      {(store) =>
        readOnly ? (
          <>
            <p role="note" className="mb-4 rounded-md border border-slate-300 bg-white px-4 py-3 text-sm">
              店舗情報は閲覧のみです。変更が必要な場合は、編集者またはオーナーに依頼してください。
            </p>
            <fieldset disabled aria-label="店舗情報（閲覧のみ）">
              <StoreForm store={store} />
            </fieldset>
          </>
        ) : (
          <WithHistory entity="Store" item={store}>
            <StoreForm store={store} />
          </WithHistory>
        )
      }
    </EditScreen>
  );
}
