'use client';

import { useWatch } from 'react-hook-form';
import type { Item } from '@/lib/model/entities';
import { useLiveCollection } from '../live';
import { StorePageLink, useListHref, useStoreIdFromUrl } from '../store-content/edit';
import { FormImageField, Thumbnail } from '../store-content/image';
import { positionColumn, StoreContentList, storeColumn, usePagePositions } from '../store-content/store-content-list';
import { formatJapanDay } from '@/lib/time/japan';
import { StoreField } from '../store-content/store-field';
import { storeNameOf } from '../store-content/stores';
import { EditScreen } from '../ui/edit-screen';
import { EntityFormFrame, useEntityForm } from '../ui/entity-form';
import { TextAreaField, TextField } from '../ui/fields';
import { card } from '../ui/styles';

const LIST = '/admin/reviews';
type Review = Item<'Review'>;

const titleOf = (review: Review) => review.title || '（タイトルなし）';

export function ReviewList() {
  const { items } = useLiveCollection('Review');
  const positions = usePagePositions(items);
  return (
    <StoreContentList
      entity="Review"
      listHref={LIST}
      title="お客様の声"
      description={<p>店舗ページの「お客様の声」に、登録した日の古い順に表示されます。1件もない店舗では、この欄は表示されません。</p>}
      addLabel="お客様の声を追加"
      caption="お客様の声の一覧"
      emptyMessage="まだお客様の声がありません。「お客様の声を追加」から登録してください。"
      initialSort={{ key: 'position', direction: 'asc' }}
      searchText={(review, stores) =>
        [review.title, review.age, review.initial, review.badge, review.comment, storeNameOf(stores, review.storeId)].filter(Boolean).join(' ')
      }
      columns={(stores) => {
        const store = storeColumn<Review>(stores);
        return [
          { key: 'title', label: 'タイトル', render: titleOf, sortValue: (review) => review.title },
          store,
          positionColumn(positions, store),
          { key: 'person', label: 'お客様', render: (review) => [review.age, review.initial].filter(Boolean).join('・'), className: 'whitespace-nowrap' },
          { key: 'badge', label: 'バッジ', render: (review) => review.badge ?? '', sortValue: (review) => review.badge },
          { key: 'image', label: '写真', render: (review) => <Thumbnail src={review.image} />, className: 'whitespace-nowrap' },
          { key: 'createdAt', label: '登録日', render: (review) => formatJapanDay(review.createdAt), sortValue: (review) => review.createdAt, className: 'whitespace-nowrap' },
        ];
      }}
    />
  );
}

function ReviewForm({ review }: { review: Review | null }) {
  const initialStore = useStoreIdFromUrl();
  const listHref = useListHref(LIST);
  const controller = useEntityForm({
    entity: 'Review',
    item: review,
    listHref,
    defaultValues: {
      storeId: review?.storeId ?? initialStore ?? undefined,
      title: review?.title ?? null,
      age: review?.age ?? null,
      initial: review?.initial ?? null,
      badge: review?.badge ?? null,
      comment: review?.comment ?? null,
      image: review?.image ?? null,
    },
  });
  const { form } = controller;
  const storeId = useWatch({ control: form.control, name: 'storeId' });
  return (
    <EntityFormFrame controller={controller} label="お客様の声の編集">
      <div className={`${card} space-y-5`}>
        <div className="space-y-2">
          <StoreField form={form} name="storeId" required hint="この店舗のページの「お客様の声」に表示されます。" />
          <StorePageLink storeId={storeId} />
        </div>
        <TextField form={form} name="title" label="タイトル" hint="見出しとして大きく表示されます（例: 腰痛が気にならなくなりました）。" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="age" label="年代" hint="例: 50代" />
          <TextField form={form} name="initial" label="お名前（イニシャル）" hint="例: T.H様（フルネームは載せないでください）" />
        </div>
        <TextField form={form} name="badge" label="バッジ" hint="通う目的などを短く（例: 姿勢改善）。写真の横に表示されます。" />
        <TextAreaField form={form} name="comment" label="コメント" hint="お客様の声の本文です。" rows={6} />
        <FormImageField form={form} name="image" label="写真" />
      </div>
    </EntityFormFrame>
  );
}

export function ReviewEdit({ id }: { id: string }) {
  const listHref = useListHref(LIST);
  return (
    <EditScreen entity="Review" id={id} listHref={listHref} titles={{ create: 'お客様の声を追加', edit: (review) => `お客様の声：${titleOf(review)}` }}>
      {(review) => <ReviewForm review={review} />}
    </EditScreen>
  );
}
