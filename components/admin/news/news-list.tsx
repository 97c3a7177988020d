'use client';

import { useMemo } from 'react';
import type { Item } from '@/lib/core/model/entities';
import { publicationState } from '@/lib/core/model/publication';
import { articlePath, type SectionName } from '@/lib/core/routes';
import { useLiveCollection } from '../live';
import { usePublicationBulkActions } from '../ui/bulk-actions';
import { ListScreen } from '../ui/list-screen';
import { PUBLICATION_FILTER_OPTIONS, publicationColumn, publicationMatches } from '../ui/publication';
import { link } from '../ui/styles';
import { FilterSelect, useUrlParams } from '../ui/url-filters';

export const NEWS_LIST = '/admin/news';

export const MAIN_CATEGORY_LABELS: Record<SectionName, string> = { news: 'お知らせ', resources: 'お役立ち情報' };

const isSection = (value: string | null | undefined): value is SectionName => value === 'news' || value === 'resources';

/** The public address of an article, or null while its category is unknown. */
export function publicArticlePath(news: Pick<Item<'News'>, 'categoryId' | 'categorySlug' | 'route'>, categories: readonly Item<'Category'>[]): string | null {
  const category = categories.find((candidate) => candidate.id === news.categoryId);
  if (!category || !isSection(category.mainCategory)) return null;
  return articlePath(category.mainCategory, category.slug, news.route);
}

export function NewsList() {
  const live = useLiveCollection('News');
  const categories = useLiveCollection('Category').items;
  const params = useUrlParams();
  const bulkActions = usePublicationBulkActions('News', '削除した記事はゴミ箱に移り、30日間は元に戻せます。');
  const main = isSection(params.get('main')) ? (params.get('main') as SectionName) : '';
  const category = params.get('category');
  const publication = params.get('publication');

  const categoryById = useMemo(() => new Map(categories.map((item) => [item.id, item])), [categories]);
  const shownCategories = categories
    .filter((item) => !main || item.mainCategory === main)
    .sort((a, b) => a.name.localeCompare(b.name, 'ja'));
  const filtered = useMemo(
    () =>
      live.items.filter((news) => {
        const own = categoryById.get(news.categoryId);
        if (main && own?.mainCategory !== main) return false;
        if (publication && !publicationMatches(news, publication)) return false;
        return !category || news.categoryId === category;
      }),
    [live.items, categoryById, main, category, publication],
  );

  const sectionOf = (news: Item<'News'>) => {
    const own = categoryById.get(news.categoryId)?.mainCategory;
    return isSection(own) ? MAIN_CATEGORY_LABELS[own] : '';
  };

  return (
    <ListScreen
      section={NEWS_LIST}
      description="お知らせとお役立ち情報の記事です。新しい記事は下書きとして作成され、「公開する」にすると公開サイトに表示されます。日時を指定して予約公開することもできます。"
      add={{ label: '記事を書く' }}
      {...live}
      items={filtered}
      rowHref={(news) => `${NEWS_LIST}/${news.id}`}
      searchText={(news) => `${news.title} ${news.route}`}
      bulk={{ noun: '記事', itemName: (news) => news.title, actions: bulkActions }}
      initialSort={{ key: 'createdDate', direction: 'desc' }}
      toolbar={
        <>
          <FilterSelect
            label="種類"
            allLabel="すべて"
            value={main}
            onChange={(value) => params.update({ main: value, category: null })}
            options={Object.entries(MAIN_CATEGORY_LABELS).map(([value, label]) => ({ value, label }))}
          />
          <FilterSelect
            label="カテゴリー"
            allLabel="すべて"
            value={category}
            onChange={(value) => params.set('category', value)}
            options={shownCategories.map((item) => ({
              value: item.id,
              label: `${item.name}${main ? '' : `（${isSection(item.mainCategory) ? MAIN_CATEGORY_LABELS[item.mainCategory] : item.mainCategory}）`}`,
            }))}
          />
          <FilterSelect label="公開状態" allLabel="すべて" value={publication} onChange={(value) => params.set('publication', value)} options={PUBLICATION_FILTER_OPTIONS} />
        </>
      }
      columns={[
        { key: 'title', label: 'タイトル', value: (news) => news.title },
        { key: 'createdDate', label: '日付', value: (news) => news.createdDate, format: 'day' },
        {
          key: 'category',
          label: 'カテゴリー',
          className: 'whitespace-nowrap',
          render: (news) => (
            <>
              {categoryById.get(news.categoryId)?.name ?? news.categoryName}
              <span className="block text-xs text-slate-600">{sectionOf(news)}</span>
            </>
          ),
        },
        publicationColumn<Item<'News'>>(),
        { key: 'route', label: 'URL', render: (news) => <code className="break-all text-xs">{news.route}</code> },
        { key: 'updatedAt', label: '更新日時', value: (news) => news.updatedAt, format: 'dateTime' },
        {
          key: 'public',
          label: '公開ページ',
          render: (news) => {
            const path = publicationState(news, new Date()) === 'published' ? publicArticlePath(news, categories) : null;
            return path ? (
              <a href={path} target="_blank" rel="noopener noreferrer" className={`whitespace-nowrap ${link}`}>
                表示<span className="sr-only">：{news.title}（新しいタブで開きます）</span>
              </a>
            ) : null;
          },
        },
      ]}
    />
  );
}
