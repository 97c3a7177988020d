'use client';

import type { Item } from '@/lib/core/model/entities';
import { useLiveCollection } from '../live';
import { EditScreen } from '../ui/edit-screen';
import { EntityFormFrame, useEntityForm } from '../ui/entity-form';
import { TextField } from '../ui/fields';
import { ListScreen } from '../ui/list-screen';
import { card } from '../ui/styles';

const LIST = '/admin/areas';

export function AreaList() {
  const live = useLiveCollection('Area');
  const stores = useLiveCollection('Store');
  const storeCount = (area: Item<'Area'>) => stores.items.filter((store) => store.area === area.en).length;
  return (
    <ListScreen
      section={LIST}
      description="店舗をまとめる地域です。トップページの店舗一覧はエリアごとに表示されます。"
      add
      {...live}
      rowHref={(area) => `${LIST}/${area.id}`}
      searchText={(area) => `${area.jp} ${area.en}`}
      initialSort={{ key: 'jp', direction: 'asc' }}
      columns={[{ key: 'jp', label: 'エリア名', value: (area) => area.jp }, { key: 'en', label: '英語名', value: (area) => area.en }, { key: 'stores', label: '店舗数', value: storeCount }]}
    />
  );
}

function AreaForm({ area }: { area: Item<'Area'> | null }) {
  const controller = useEntityForm({
    entity: 'Area',
    item: area,
    listHref: LIST,
    defaultValues: { en: area?.en ?? '', jp: area?.jp ?? '' },
  });
  return (
    <EntityFormFrame controller={controller} label="エリアの編集">
      <div className={`${card} space-y-5`}>
        <TextField form={controller.form} name="jp" label="エリア名" required hint="例: 渋谷" />
        <TextField
          form={controller.form}
          name="en"
          label="エリア名（英語）"
          required
          hint="店舗の「エリア」と結び付ける名前です（例: Shibuya）。変えると、そのエリアの店舗の設定も変える必要があります。"
        />
      </div>
    </EntityFormFrame>
  );
}

export function AreaEdit({ id }: { id: string }) {
  return (
    <EditScreen entity="Area" id={id} listHref={LIST} titles={{ create: 'エリアを追加', edit: (area) => `エリア：${area.jp}` }}>
      {(area) => <AreaForm area={area} />}
    </EditScreen>
  );
}
