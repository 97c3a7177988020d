'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import type { Item } from '@/lib/core/model/entities';
import { categoryPath, SECTIONS, type SectionName } from '@/lib/core/routes';
import { MAIN_CATEGORIES } from '@/lib/core/model/validation';
import { useLiveCollection } from '../live';
import { useConfirm } from '../ui/confirm';
import { EditScreen } from '../ui/edit-screen';
import { EntityFormFrame, useEntityForm } from '../ui/entity-form';
import { SelectField, TextField } from '../ui/fields';
import { ListScreen } from '../ui/list-screen';
import { card, link } from '../ui/styles';
import { FilterSelect, useUrlParams } from '../ui/url-filters';

const LIST = '/admin/categories';
const NEWS_LIST = '/admin/news';

type Category = Item<'Category'>;

const isSection = (value: unknown): value is SectionName => MAIN_CATEGORIES.includes(value as SectionName);

/** お知らせ / お役立ち情報, as the public site names the two kinds. */
const kindLabel = (value: string): string => (isSection(value) ? SECTIONS[value].ja : value);

const KIND_OPTIONS = MAIN_CATEGORIES.map((value) => ({ value, label: `${SECTIONS[value].ja}（${value}）` }));

/** How many articles each category has, from the live article list. */
function useArticleCounts(): Map<string, number> {
  const { items } = useLiveCollection('News');
  return useMemo(() => {
    const counts = new Map<string, number>();
    for (const news of items) counts.set(news.categoryId, (counts.get(news.categoryId) ?? 0) + 1);
    return counts;
  }, [items]);
}

export function CategoryList() {
  const live = useLiveCollection('Category');
  const counts = useArticleCounts();
  const params = useUrlParams();
  const requested = params.get('kind');
  const kind = isSection(requested) ? requested : '';
  const shown = useMemo(() => (kind ? live.items.filter((category) => category.mainCategory === kind) : live.items), [live.items, kind]);
  const articles = (category: Category) => counts.get(category.id) ?? 0;

  return (
    <ListScreen
      section={LIST}
      description="記事の分類です。種類が「お知らせ」のものは /news/…、「お役立ち情報」のものは /resources/… の一覧ページになります。"
      add
      {...live}
      items={shown}
      rowHref={(category) => `${LIST}/${category.id}`}
      searchText={(category) => `${category.name} ${category.slug}`}
      initialSort={{ key: 'kind', direction: 'asc' }}
      toolbar={
        <FilterSelect label="種類" allLabel="すべて" value={kind} onChange={(value) => params.set('kind', value)} options={KIND_OPTIONS} className="w-full max-w-[14rem]" />
      }
      columns={[
        { key: 'name', label: 'カテゴリー名', value: (category) => category.name, className: 'whitespace-nowrap' },
        {
          key: 'kind', label: '種類', value: (category) => kindLabel(category.mainCategory), className: 'whitespace-nowrap',
          // Grouped by kind, then by name.
          sortValue: (category) => `${category.mainCategory} ${category.name}`,
        },
        { key: 'articles', label: '記事数', value: articles, className: 'whitespace-nowrap', render: (category) => `${articles(category)}件` },
        { key: 'updatedAt', label: '最終更新', value: (category) => category.updatedAt, format: 'dateTime' },
        {
          key: 'public',
          label: '公開ページ（URL）',
          sortValue: (category) => category.slug,
          render: (category) =>
            isSection(category.mainCategory) ? (
              <a href={categoryPath(category.mainCategory, category.slug)} target="_blank" rel="noopener" className={`whitespace-nowrap ${link}`}>
                {categoryPath(category.mainCategory, category.slug)}
                <span className="sr-only">（新しいタブで開きます）</span>
              </a>
            ) : null,
        },
      ]}
    />
  );
}

function CategoryForm({ category }: { category: Category | null }) {
  const counts = useArticleCounts();
  const confirm = useConfirm();
  const router = useRouter();
  const articleCount = category ? (counts.get(category.id) ?? 0) : 0;
  const controller = useEntityForm({
    entity: 'Category',
    item: category,
    listHref: LIST,
    defaultValues: { name: category?.name ?? '', slug: category?.slug ?? '', mainCategory: category?.mainCategory ?? 'news' },
    deleteMessage: category ? `カテゴリー「${category.name}」を削除します。この操作は元に戻せません。` : undefined,
  });
  const kind = controller.form.watch('mainCategory');
  const slug = controller.form.watch('slug');
  const section = isSection(kind) ? kind : 'news';

  // The API refuses to delete a category that articles use; say so before anyone tries.
  const guarded =
    articleCount > 0
      ? {
          ...controller,
          remove: async () => {
            const toArticles = await confirm({
              title: 'このカテゴリーは削除できません',
              message: `このカテゴリーには記事が${articleCount}件あります。記事のカテゴリーを別のものに変更するか記事を削除してから、もう一度お試しください。`,
              confirmLabel: '記事の一覧へ',
              danger: false,
            });
            if (toArticles) router.push(NEWS_LIST);
          },
        }
      : controller;

  return (
    <EntityFormFrame controller={guarded} label={category ? `${category.name}の編集` : 'カテゴリーの追加'}>
      <div className={`${card} max-w-3xl space-y-5`}>
        <TextField form={controller.form} name="name" label="カテゴリー名" required hint="一覧ページの絞り込みメニューと記事に表示されます（例: キャンペーン）。" />
        <SelectField form={controller.form} name="mainCategory" label="種類" required options={KIND_OPTIONS} />
        <TextField
          form={controller.form}
          name="slug"
          label="カテゴリーの URL"
          required
          hint={
            <>
              半角英小文字・数字・ハイフン（例: campaign）。一覧ページは{' '}
              <span className="break-all font-mono text-slate-900">{slug ? categoryPath(section, slug) : `${SECTIONS[section].path}/…`}</span>{' '}
              になります。「page」は使えません。
              {category && articleCount > 0 ? `変えると、このカテゴリーの記事${articleCount}件の URL も変わります。` : ''}
            </>
          }
        />
        {category ? (
          <p className="text-sm text-slate-800">
            このカテゴリーの記事: <strong>{articleCount}件</strong>
            {articleCount > 0 ? '（記事があるあいだは削除できません）' : ''}
          </p>
        ) : null}
      </div>
    </EntityFormFrame>
  );
}

export function CategoryEdit({ id }: { id: string }) {
  return (
    <EditScreen entity="Category" id={id} listHref={LIST} titles={{ create: 'カテゴリーを追加', edit: (category) => `カテゴリー：${category.name}` }}>
      {(category) => <CategoryForm category={category} />}
    </EditScreen>
  );
}
