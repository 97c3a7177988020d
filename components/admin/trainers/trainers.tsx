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

const LIST = '/admin/trainers';
type Trainer = Item<'Trainer'>;

export function TrainerList() {
  return (
    <StoreContentList
      entity="Trainer"
      section={LIST}
      description={<p>店舗ページの「トレーナー紹介」に表示されます。店舗ページでは登録した日の古い順（先に登録した人が先頭）に並びます（表示順）。</p>}
      emptyMessage="まだトレーナーがいません。「トレーナーを追加」から登録してください。"
      searchText={(trainer, stores) => `${trainer.name} ${trainer.trainerExp ?? ''} ${storeNameOf(stores, trainer.storeId)}`}
      columns={(context) => [
        { key: 'name', label: '名前', value: (trainer) => trainer.name },
        ...pageOrderColumns<Trainer>(context),
        { key: 'exp', label: '経歴', render: (trainer) => trainer.trainerExp ?? '' },
        { key: 'image', label: '写真', render: (trainer) => <Thumbnail src={trainer.image} />, className: 'whitespace-nowrap' },
        registeredColumn<Trainer>(),
      ]}
    />
  );
}

function TrainerForm({ trainer }: { trainer: Trainer | null }) {
  const controller = useStoreContentForm(LIST, 'Trainer', trainer, {
    name: trainer?.name ?? '',
    image: trainer?.image ?? null,
    comment: trainer?.comment ?? null,
    trainerExp: trainer?.trainerExp ?? null,
  });
  return (
    <EntityFormFrame controller={controller} label="トレーナーの編集">
      <div className={`${card} space-y-5`}>
        <StoreChoice form={controller.form} name="storeId" required hint="この店舗のページの「トレーナー紹介」に表示されます。" />
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
