'use client';

import type { Item } from '@/lib/core/model/entities';
import { StoreChoice, useListHref, useStoreContentForm } from '../store-content/edit';
import { FormImageField, Thumbnail } from '../store-content/image';
import { pageOrderColumns, registeredColumn, StoreContentList } from '../store-content/store-content-list';
import { storeNameOf } from '../store-content/stores';
import { EditScreen } from '../ui/edit-screen';
import { EntityFormFrame } from '../ui/entity-form';
import { TextAreaField, TextField } from '../ui/fields';
import { card } from '../ui/styles';

const LIST = '/admin/reviews';
type Review = Item<'Review'>;

const titleOf = (review: Review) => review.title || '（タイトルなし）';

export function ReviewList() {
  return (
    <StoreContentList
      entity="Review"
      section={LIST}
      description={<p>店舗ページの「お客様の声」に、登録した日の古い順に表示されます。1件もない店舗では、この欄は表示されません。</p>}
      emptyMessage="まだお客様の声がありません。「お客様の声を追加」から登録してください。"
      searchText={(review, stores) =>
        [review.title, review.age, review.initial, review.badge, review.comment, storeNameOf(stores, review.storeId)].filter(Boolean).join(' ')
      }
      columns={(context) => [
        { key: 'title', label: 'タイトル', value: (review) => review.title, render: titleOf },
        ...pageOrderColumns<Review>(context),
        { key: 'person', label: 'お客様', render: (review) => [review.age, review.initial].filter(Boolean).join('・'), className: 'whitespace-nowrap' },
        { key: 'badge', label: 'バッジ', value: (review) => review.badge },
        { key: 'image', label: '写真', render: (review) => <Thumbnail src={review.image} />, className: 'whitespace-nowrap' },
        registeredColumn<Review>(),
      ]}
    />
  );
}

function ReviewForm({ review }: { review: Review | null }) {
  const controller = useStoreContentForm(LIST, 'Review', review, {
    title: review?.title ?? null,
    age: review?.age ?? null,
    initial: review?.initial ?? null,
    badge: review?.badge ?? null,
    comment: review?.comment ?? null,
    image: review?.image ?? null,
  });
  const { form } = controller;
  return (
    <EntityFormFrame controller={controller} label="お客様の声の編集">
      <div className={`${card} space-y-5`}>
        <StoreChoice form={form} name="storeId" required hint="この店舗のページの「お客様の声」に表示されます。" />
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
