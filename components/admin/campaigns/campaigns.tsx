'use client';

import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { isIsoDate } from '@/lib/core/iso-date';
import { japanToday } from '@/lib/core/time/japan';
import type { Item } from '@/lib/core/model/entities';
import { isPublic } from '@/lib/core/model/publication';
import { WithHistory } from '../history/history-panel';
import { ReviewScope } from '../review/review-scope';
import { useLiveCollection } from '../live';
import { StorePageLink, useListHref, useStoreIdFromUrl } from '../store-content/edit';
import { ChoiceField, type OptionGroup } from '../store-content/choice-field';
import { StoreContentList, storeColumn } from '../store-content/store-content-list';
import { formatJapanDay } from '@/lib/core/time/japan';
import { StoreField } from '../store-content/store-field';
import { useStores } from '../store-content/stores';
import { EditScreen } from '../ui/edit-screen';
import { usePublicationBulkActions } from '../ui/bulk-actions';
import { EntityFormFrame, useEntityForm } from '../ui/entity-form';
import { NumberField, TextField } from '../ui/fields';
import { PUBLICATION_FILTER_OPTIONS, PublicationFields, publicationColumn, publicationMatches } from '../ui/publication';
import { card } from '../ui/styles';
import { CAMPAIGN_STATES, type CampaignState, campaignsOnTopPage, campaignState, campaignStateLabel } from './campaign-state';

const LIST = '/admin/campaigns';
type Campaign = Item<'Campaign'>;

const yen = new Intl.NumberFormat('ja-JP');
const formatValue = (value: number | null) => (value === null ? '' : `¥${yen.format(value)}`);

const STATE_STYLE: Record<CampaignState, string> = {
  running: 'bg-green-100 text-green-900 ring-green-700',
  upcoming: 'bg-amber-50 text-amber-900 ring-amber-700',
  ended: 'bg-slate-100 text-slate-800 ring-slate-500',
};

function StateBadge({ state }: { state: CampaignState }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${STATE_STYLE[state]}`}>{campaignStateLabel(state)}</span>;
}

const TOP_PAGE_RULE =
  '公開中で終了日を過ぎていないキャンペーン（開始前のものを含む）は、開始日の新しい順に最大3件まで、トップページの「PICK UP CONTENTS」と画面下のキャンペーンバナーに表示されます。';

export function CampaignList() {
  const { items } = useLiveCollection('Campaign');
  const onTopPage = useMemo(() => campaignsOnTopPage(items), [items]);
  const bulkActions = usePublicationBulkActions('Campaign', '削除したキャンペーンは元に戻せません。');
  return (
    <StoreContentList
      entity="Campaign"
      section={LIST}
      description={<p>{TOP_PAGE_RULE}終了日の翌日になると自動で表示されなくなります。</p>}
      emptyMessage="まだキャンペーンがありません。「キャンペーンを追加」から登録してください。"
      initialSort={{ key: 'date', direction: 'desc' }}
      bulk={{
        noun: 'キャンペーン',
        itemName: (campaign) => `${campaign.storeName ?? ''}（${formatJapanDay(campaign.date)}開始）のキャンペーン`,
        actions: bulkActions,
      }}
      searchText={(campaign, stores) => `${campaign.storeName ?? ''} ${stores.byId.get(campaign.storeId)?.name ?? ''}`}
      filters={[
        {
          key: 'state',
          label: '状態で絞り込み',
          allLabel: 'すべての状態',
          options: CAMPAIGN_STATES.map(({ value, label }) => ({ value, label })),
          matches: (campaign, value) => campaignState(campaign) === value,
        },
        { key: 'publication', label: '公開状態で絞り込み', allLabel: 'すべての公開状態', options: PUBLICATION_FILTER_OPTIONS, matches: publicationMatches },
      ]}
      columns={({ stores }) => [
        storeColumn<Campaign>(stores, { fallback: (campaign) => campaign.storeName }),
        { key: 'date', label: '開始日', value: (campaign) => campaign.date, format: 'day' },
        { key: 'end', label: '終了日', value: (campaign) => campaign.campaignOverDate, format: 'day', render: (campaign) => formatJapanDay(campaign.campaignOverDate) || '未定' },
        { key: 'value', label: '価格', value: (campaign) => campaign.value, className: 'whitespace-nowrap tabular-nums md:text-right', render: (campaign) => formatValue(campaign.value) },
        {
          key: 'state',
          label: '状態',
          render: (campaign) => <StateBadge state={campaignState(campaign)} />,
          sortValue: (campaign) => CAMPAIGN_STATES.findIndex((state) => state.value === campaignState(campaign)),
        },
        publicationColumn<Campaign>(),
        {
          key: 'top',
          label: 'トップページ',
          render: (campaign) => (onTopPage.has(campaign.id) ? '表示中' : <span className="text-slate-700">―</span>),
          sortValue: (campaign) => (onTopPage.has(campaign.id) ? 0 : 1),
        },
      ]}
    />
  );
}

const collator = new Intl.Collator('ja', { numeric: true });

/** The articles a campaign can link to: the campaign category's first, each group newest first. */
function useNewsGroups(): { groups: OptionGroup[]; loading: boolean } {
  const news = useLiveCollection('News');
  const categories = useLiveCollection('Category');
  const groups = useMemo(() => {
    const byCategory = new Map<string, Item<'News'>[]>();
    for (const article of news.items) byCategory.set(article.categoryId, [...(byCategory.get(article.categoryId) ?? []), article]);
    const order = categories.items
      .slice()
      .sort(
        (a, b) =>
          Number(b.slug === 'campaign') - Number(a.slug === 'campaign') ||
          Number(b.mainCategory === 'news') - Number(a.mainCategory === 'news') ||
          collator.compare(a.name, b.name),
      );
    const known = new Set(order.map((category) => category.id));
    const toOptions = (articles: Item<'News'>[]) =>
      articles
        .slice()
        .sort((a, b) => b.createdDate.localeCompare(a.createdDate))
        .map((article) => ({ value: article.id, label: `${formatJapanDay(article.createdDate)}　${article.title}` }));
    const grouped = order.map((category) => ({ label: category.name, options: toOptions(byCategory.get(category.id) ?? []) }));
    const orphans = news.items.filter((article) => !known.has(article.categoryId));
    return orphans.length ? [...grouped, { label: 'カテゴリーなし', options: toOptions(orphans) }] : grouped;
  }, [news.items, categories.items]);
  return { groups, loading: news.loading || categories.loading };
}

type CampaignValues = {
  storeId: string | null;
  storeName: string | null;
  storeLink: string | null;
  newsId: string | null;
  value: number | null;
  date: string;
  campaignOverDate: string | null;
  status: string;
  publishAt: string | null;
};

function CampaignForm({ campaign }: { campaign: Campaign | null }) {
  const stores = useStores();
  const initialStore = useStoreIdFromUrl();
  const listHref = useListHref(LIST);
  const news = useNewsGroups();
  const controller = useEntityForm<'Campaign', CampaignValues>({
    entity: 'Campaign',
    item: campaign,
    listHref,
    defaultValues: {
      storeId: campaign?.storeId ?? initialStore,
      storeName: campaign?.storeName ?? null,
      storeLink: campaign?.storeLink ?? null,
      newsId: campaign?.newsId ?? null,
      value: campaign?.value ?? null,
      date: campaign?.date ?? japanToday(),
      campaignOverDate: campaign?.campaignOverDate ?? null,
      status: campaign?.status ?? 'DRAFT',
      publishAt: campaign?.publishAt ?? null,
    },
    // The banners link to the store by its name and slug, copied from the chosen store.
    toInput: (values) => {
      const store = values.storeId ? stores.byId.get(values.storeId) : undefined;
      return { ...values, storeName: store?.name ?? values.storeName, storeLink: store?.link ?? values.storeLink };
    },
  });
  const { form } = controller;
  const [storeId, date, campaignOverDate, status, publishAt] = useWatch({
    control: form.control,
    name: ['storeId', 'date', 'campaignOverDate', 'status', 'publishAt'],
  });
  const store = storeId ? stores.byId.get(storeId) : undefined;

  return (
    <EntityFormFrame controller={controller} label="キャンペーンの編集">
      <div className="rounded-md border border-brand-700 bg-brand-100/60 px-4 py-3 text-sm leading-relaxed text-slate-900">
        <p>{TOP_PAGE_RULE}</p>
        <p className="mt-1">カードとバナーは選んだ店舗のページにリンクします。</p>
      </div>
      <div className={`${card} space-y-5`}>
        <div className="space-y-2">
          <StoreField form={form} name="storeId" required hint="キャンペーンを実施する店舗です。" />
          {store && !store.enabled ? (
            <p className="text-sm font-bold text-amber-900">
              この店舗は非公開です。キャンペーンはトップページに表示されますが、リンク先の店舗ページは公開するまで表示されません。
            </p>
          ) : (
            <StorePageLink storeId={storeId} />
          )}
        </div>
        <ChoiceField
          form={form}
          name="newsId"
          label="お知らせ記事"
          hint="店舗ページの「キャンペーン情報」ボタンのリンク先です。選ばないとボタンは押せない表示になります。"
          groups={news.groups}
          placeholder="記事なし"
          loading={news.loading}
          missingLabel="削除された記事"
        />
        <NumberField
          form={form}
          name="value"
          label="キャンペーン価格（円）"
          hint="トップページに「プレミアムプラン月会費 ¥15,000」のように表示されます。半角数字で、カンマなしで入力してください。"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="date" label="開始日" type="date" required hint="新しい開始日のものから順に表示されます。" />
          <TextField form={form} name="campaignOverDate" label="終了日" type="date" hint="空欄にすると終了日未定で表示し続けます。" />
        </div>
        <PublicationFields form={form} noun="キャンペーン" />
        <StatePreview campaign={campaign} values={{ date, campaignOverDate, status, publishAt }} />
      </div>
    </EntityFormFrame>
  );
}

/** What saving the dates as they are would mean on the public site. */
function StatePreview({
  campaign,
  values,
}: {
  campaign: Campaign | null;
  values: { date: string; campaignOverDate: string | null; status: string; publishAt: string | null };
}) {
  const { items } = useLiveCollection('Campaign');
  const { date, campaignOverDate } = values;
  if (!isIsoDate(date) || (campaignOverDate && (!isIsoDate(campaignOverDate) || campaignOverDate < date))) return null;
  const draft = { id: campaign?.id ?? 'draft', ...values };
  const state = campaignState(draft);
  const others = items.filter((item) => item.id !== draft.id);
  const shown = campaignsOnTopPage([...others, draft]).has(draft.id);
  const message =
    state === 'ended'
      ? '終了日を過ぎているため、トップページには表示されません。'
      : !isPublic(draft, new Date())
        ? '公開されるまで、トップページには表示されません。'
        : shown
        ? 'この内容で保存すると、トップページに表示されます。'
        : '開始日がより新しいキャンペーンが3件あるため、トップページには表示されません。';
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
      <StateBadge state={state} />
      {message}
    </p>
  );
}

export function CampaignEdit({ id }: { id: string }) {
  const listHref = useListHref(LIST);
  const stores = useStores();
  return (
    <EditScreen
      entity="Campaign"
      id={id}
      listHref={listHref}
      titles={{
        create: 'キャンペーンを追加',
        edit: (campaign) => `キャンペーン：${stores.byId.get(campaign.storeId)?.name ?? campaign.storeName ?? ''}（${formatJapanDay(campaign.date)}〜）`,
      }}
    >
      {(campaign) => (
        <WithHistory entity="Campaign" item={campaign}>
          <ReviewScope entity="Campaign" item={campaign}>
            <CampaignForm campaign={campaign} />
          </ReviewScope>
        </WithHistory>
      )}
    </EditScreen>
  );
}
