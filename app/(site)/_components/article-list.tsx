import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { PageHeader } from '@/components/site/page-header';
import { getSectionArticles, getSectionCategories, getSectionCategory } from '@/lib/content/articles';
import { formatNewsDate } from '@/lib/content/news';
import { categoryPath, routes, type SectionName, SECTIONS } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

/** The category pages to prerender; a category added later renders on its first visit. */
export async function categoryParams(section: SectionName): Promise<{ category: string }[]> {
  const categories = await getSectionCategories(section);
  return categories.map((category) => ({ category: category.slug }));
}

export async function categoryMetadata(section: SectionName, slug: string) {
  const category = await getSectionCategory(section, slug);
  if (!category) notFound();
  const route = routes[section];
  return buildMetadata({
    title: `${category.name}｜${SECTIONS[section].ja}`,
    description: `${SECTIONS[section].ja}のうち「${category.name}」の記事の一覧です。${route.description}`,
    keywords: [category.name, ...route.keywords],
    path: categoryPath(section, category.slug),
  });
}

interface ArticleListPageProps {
  section: SectionName;
  /** One category's articles; all of the section's when left out. */
  categorySlug?: string;
}

/** A section's article list (optionally one category's), newest first, with the category menu. */
export async function ArticleListPage({ section, categorySlug }: ArticleListPageProps) {
  const [categories, articles] = await Promise.all([getSectionCategories(section), getSectionArticles(section, categorySlug)]);
  const current = categorySlug ? categories.find((category) => category.slug === categorySlug) : undefined;
  if (categorySlug && !current) notFound();
  const { path, en, ja } = SECTIONS[section];
  const menu = [{ label: 'すべて', href: path, current: !current }].concat(
    categories.map((category) => ({
      label: category.name,
      href: categoryPath(section, category.slug),
      current: category.slug === current?.slug,
    })),
  );

  return (
    <>
      <PageHeader en={en} ja={ja} />
      <Breadcrumbs items={current ? [{ label: en, href: path }, { label: current.name }] : [{ label: en }]} />
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

          <h2 className="mt-10 text-xl font-bold sm:text-2xl">{current ? current.name : `${ja}一覧`}</h2>
          {articles.length === 0 ? (
            <p className="mt-6 rounded-md bg-white p-6 text-center ring-1 ring-brand-100">このカテゴリーの記事はまだありません。</p>
          ) : (
            <ul className="mt-4 divide-y divide-brand-100 border-y border-brand-100">
              {articles.map((article) => (
                <li key={article.id} className="relative flex flex-col gap-2 py-5 transition-colors hover:bg-white sm:flex-row sm:items-baseline sm:gap-6 sm:px-3">
                  <div className="flex shrink-0 items-center gap-3 text-sm">
                    <time dateTime={article.createdDate} className="tabular-nums text-brand-700">
                      {formatNewsDate(article.createdDate)}
                    </time>
                    <span className="min-w-24 rounded-sm bg-brand-100 px-2 py-0.5 text-center text-xs font-bold text-brand-900">{article.category.name}</span>
                  </div>
                  <Link
                    href={article.path}
                    className="font-bold leading-relaxed after:absolute after:inset-0 hover:text-brand-700 hover:underline"
                  >
                    {article.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}
