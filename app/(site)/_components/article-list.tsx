import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { PageHeader } from '@/components/site/page-header';
import {
  ARTICLES_PER_PAGE,
  getArticleListPage,
  getSectionCategories,
  getSectionCategory,
  isReservedCategorySlug,
  LIST_ANCHOR,
  listPagePath,
} from '@/lib/core/content/articles';
import { parsePageNumber } from '@/lib/core/content/pagination';
import { formatNewsDate } from '@/lib/core/content/news';
import { routes, type SectionName, SECTIONS } from '@/lib/core/routes';
import { feedLinks } from '@/lib/site/seo/feed';
import { buildMetadata } from '@/lib/site/seo/metadata';
import { fixedPageMetadata } from '@/lib/site/seo/page-metadata';
import { Pagination } from './pagination';

/*
 * Addresses of the lists (path segments, so every page is a static, crawlable link):
 * /news, /news/page/2, /news/{category}, /news/{category}/page/2; the same under /resources.
 * `page` is therefore reserved and never a category slug. /…/page/1 redirects to the list
 * itself; a page beyond the last answers not-found.
 */

/** How many list pages are prerendered at build; later pages render on their first visit. */
const PRERENDERED_PAGES = 3;

export interface ListParams {
  category?: string;
  page?: string;
}

const pageNumbers = (count: number) => Array.from({ length: Math.max(0, Math.min(count, PRERENDERED_PAGES) - 1) }, (_, i) => String(i + 2));

/** The category lists to prerender; a category added later renders on its first visit. */
export async function categoryParams(section: SectionName): Promise<{ category: string }[]> {
  const categories = await getSectionCategories(section);
  return categories.filter((category) => !isReservedCategorySlug(category.slug)).map((category) => ({ category: category.slug }));
}

/** The first few numbered pages of a list (page 2 onwards). */
export async function pageParams(section: SectionName, categorySlug?: string): Promise<{ page: string }[]> {
  const { pageCount } = await getArticleListPage(section, categorySlug, 1);
  return pageNumbers(pageCount).map((page) => ({ page }));
}

/** The first few numbered pages of each category's list. */
export async function categoryPageParams(section: SectionName): Promise<{ category: string; page: string }[]> {
  const categories = await categoryParams(section);
  const lists = await Promise.all(
    categories.map(async ({ category }) => (await pageParams(section, category)).map(({ page }) => ({ category, page }))),
  );
  return lists.flat();
}

/** The category, the page number and the articles of a list address, or not-found. */
async function resolveList(section: SectionName, params: ListParams) {
  const categorySlug = params.category;
  const category = categorySlug ? await getSectionCategory(section, categorySlug) : undefined;
  if (categorySlug && (!category || isReservedCategorySlug(categorySlug))) notFound();
  const page = params.page === undefined ? 1 : parsePageNumber(params.page);
  if (page === null) notFound();
  if (params.page !== undefined && page === 1) permanentRedirect(listPagePath(section, categorySlug, 1));
  const list = await getArticleListPage(section, categorySlug, page);
  if (page > list.pageCount) notFound();
  return { category, page, list };
}

export async function listMetadata(section: SectionName, params: ListParams) {
  const { category, page } = await resolveList(section, params);
  const feeds = feedLinks(section, category);
  // A section's first page is a fixed page of the route table, with the search values staff set for it.
  if (!category && page === 1) return fixedPageMetadata(section, { feeds });
  const route = routes[section];
  const name = category ? `${category.name}｜${SECTIONS[section].ja}` : route.title;
  const pageSuffix = page > 1 ? `（${page}ページ目）` : '';
  return buildMetadata({
    title: `${name}${pageSuffix}`,
    description: category
      ? `${SECTIONS[section].ja}のうち「${category.name}」の記事の一覧${pageSuffix}です。${route.description}`
      : `${route.description}${pageSuffix ? `記事一覧${pageSuffix}。` : ''}`,
    keywords: category ? [category.name, ...route.keywords] : route.keywords,
    path: listPagePath(section, category?.slug, page),
    feeds,
  });
}

/** A section's article list (optionally one category's), newest first, with the category menu and page links. */
export async function ArticleListPage({ section, params }: { section: SectionName; params: ListParams }) {
  const [{ category: current, page, list }, categories] = await Promise.all([resolveList(section, params), getSectionCategories(section)]);
  const { path, en, ja } = SECTIONS[section];
  const menu = [{ label: 'すべて', href: path, current: !current }].concat(
    categories
      .filter((category) => !isReservedCategorySlug(category.slug))
      .map((category) => ({ label: category.name, href: listPagePath(section, category.slug, 1), current: category.slug === current?.slug })),
  );
  const heading = current ? current.name : `${ja}一覧`;
  const first = (page - 1) * ARTICLES_PER_PAGE + 1;
  const trail = current ? [{ label: en, href: path }, { label: current.name }] : [{ label: en }];

  return (
    <>
      <PageHeader en={en} ja={ja} />
      <Breadcrumbs items={trail} />
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:pt-10">
        <div className="max-w-4xl">
          <p className="leading-loose">{routes[section].description}</p>
          <nav aria-label="カテゴリー" className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {menu.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={item.current ? 'page' : undefined}
                    className="inline-flex min-h-11 items-center rounded-full px-5 py-2 text-sm font-bold ring-1 ring-brand-700 transition-colors hover:bg-brand-100 aria-[current=page]:bg-brand-900 aria-[current=page]:text-white aria-[current=page]:ring-brand-900"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <h2 id={LIST_ANCHOR} data-scroll-offset="0" className="mt-10 flex scroll-mt-24 flex-wrap items-baseline gap-x-3 text-xl font-bold sm:text-2xl">
            {heading}
            {list.total > 0 && (
              <span className="text-sm font-normal text-brand-700">
                全{list.total}件中 {first}〜{first + list.items.length - 1}件目
              </span>
            )}
          </h2>
          {list.items.length === 0 ? (
            <p className="mt-6 rounded-md bg-white p-6 text-center ring-1 ring-brand-100">記事はまだありません。</p>
          ) : (
            <ul className="mt-4 divide-y divide-brand-100 border-y border-brand-100">
              {list.items.map((article) => (
                <li key={article.id} className="relative flex flex-col gap-2 py-5 transition-colors hover:bg-white sm:flex-row sm:items-baseline sm:gap-6 sm:px-3">
                  <div className="flex shrink-0 items-center gap-3 text-sm">
                    <time dateTime={article.createdDate} className="tabular-nums text-brand-700">
                      {formatNewsDate(article.createdDate)}
                    </time>
                    <span className="min-w-24 rounded-sm bg-brand-100 px-2 py-0.5 text-center text-xs font-bold text-brand-900">{article.category.name}</span>
                  </div>
                  <Link href={article.path} className="font-bold leading-relaxed after:absolute after:inset-0 hover:text-brand-700 hover:underline">
                    {article.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Pagination current={page} total={list.pageCount} href={(target) => `${listPagePath(section, current?.slug, target)}#${LIST_ANCHOR}`} />
        </div>
      </div>
    </>
  );
}
