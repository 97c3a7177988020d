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

const LIST = '/admin/trainers';
type Trainer = Item<'Trainer'>;

export function TrainerList() {
  const { items } = useLiveCollection('Trainer');
  const positions = usePagePositions(items);
  return (
    <StoreContentList
      entity="Trainer"
      listHref={LIST}
      title="トレーナー"
      description={<p>店舗ページの「トレーナー紹介」に表示されます。店舗ページでは登録した日の古い順（先に登録した人が先頭）に並びます（表示順）。</p>}
      addLabel="トレーナーを追加"
      caption="トレーナー一覧"
      emptyMessage="まだトレーナーがいません。「トレーナーを追加」から登録してください。"
      initialSort={{ key: 'position', direction: 'asc' }}
      searchText={(trainer, stores) => `${trainer.name} ${trainer.trainerExp ?? ''} ${storeNameOf(stores, trainer.storeId)}`}
      columns={(stores) => {
        const store = storeColumn<Trainer>(stores);
        return [
          { key: 'name', label: '名前', render: (trainer) => trainer.name, sortValue: (trainer) => trainer.name },
          store,
          positionColumn(positions, store),
          { key: 'exp', label: '経歴', render: (trainer) => trainer.trainerExp ?? '' },
          { key: 'image', label: '写真', render: (trainer) => <Thumbnail src={trainer.image} />, className: 'whitespace-nowrap' },
          { key: 'createdAt', label: '登録日', render: (trainer) => formatJapanDay(trainer.createdAt), sortValue: (trainer) => trainer.createdAt, className: 'whitespace-nowrap' },
        ];
      }}
    />
  );
}

function TrainerForm({ trainer }: { trainer: Trainer | null }) {
  const initialStore = useStoreIdFromUrl();
  const listHref = useListHref(LIST);
  const controller = useEntityForm({
    entity: 'Trainer',
    item: trainer,
    listHref,
    defaultValues: {
      storeId: trainer?.storeId ?? initialStore ?? undefined,
      name: trainer?.name ?? '',
      image: trainer?.image ?? null,
      comment: trainer?.comment ?? null,
      trainerExp: trainer?.trainerExp ?? null,
    },
  });
  const storeId = useWatch({ control: controller.form.control, name: 'storeId' });
  return (
    <EntityFormFrame controller={controller} label="トレーナーの編集">
      <div className={`${card} space-y-5`}>
        <div className="space-y-2">
          <StoreField form={controller.form} name="storeId" required hint="この店舗のページの「トレーナー紹介」に表示されます。" />
          <StorePageLink storeId={storeId} />
        </div>
        <TextField form={controller.form} name="name" label="名前" required hint="例: 高橋 亮介" />
        <TextField form={controller.form} name="trainerExp" label="経歴" hint="名前の下に表示されます（例: トレーナー歴12年／店長）。" />
        <TextAreaField form={controller.form} name="comment" label="コメント" hint="お客様へのひとことです。" />
        <FormImageField form={controller.form} name="image" label="写真" />
      </div>
    </EntityFormFrame>
  );
}

export function TrainerEdit({ id }: { id: string }) {
  const listHref = useListHref(LIST);
  return (
    <EditScreen entity="Trainer" id={id} listHref={listHref} titles={{ create: 'トレーナーを追加', edit: (trainer) => `トレーナー：${trainer.name}` }}>
      {(trainer) => <TrainerForm trainer={trainer} />}
    </EditScreen>
  );
}
