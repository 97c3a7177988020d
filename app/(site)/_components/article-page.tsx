import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArticleFrame } from '@/components/article/article-frame';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { PageHeader } from '@/components/site/page-header';
import { type Article, getArticle, getArticleListPage } from '@/lib/core/content/articles';
import { getArticleStores } from '@/lib/core/content/campaigns';
import { getConfig } from '@/lib/core/config';
import { categoryPath, routes, type SectionName, SECTIONS } from '@/lib/core/routes';
import { feedLinks } from '@/lib/site/seo/feed';
import { JsonLd } from '@/lib/site/seo/json-ld';
import { seoMetadata } from '@/lib/site/seo/metadata';
import { articleSeo } from '@/lib/site/seo/snippet';
import { articleJsonLd } from '@/lib/site/seo/structured-data';
import { ArticleBody } from './article-body';

export interface ArticleParams {
  category: string;
  slug: string;
}

/** The newest articles prerendered at build; older ones, and any published later, render on their first visit. */
const PRERENDERED_ARTICLES = 100;

export async function articleParams(section: SectionName): Promise<ArticleParams[]> {
  const { items } = await getArticleListPage(section, undefined, 1, PRERENDERED_ARTICLES);
  return items.map((article) => ({ category: article.category.slug, slug: article.route }));
}

export async function articleMetadata(section: SectionName, { category, slug }: ArticleParams): Promise<Metadata> {
  const article = await getArticle(section, category, slug);
  if (!article) notFound();
  return seoMetadata(articleSeo(article, section), {
    keywords: [article.category.name, ...routes[section].keywords],
    type: 'article',
    publishedTime: article.createdDate,
    modifiedTime: article.updatedAt,
    feeds: feedLinks(section, article.category),
  });
}

/** An article of the news or resources section, with its breadcrumbs and structured data. */
export async function ArticlePage({ section, params }: { section: SectionName; params: ArticleParams }) {
  const article = await getArticle(section, params.category, params.slug);
  if (!article) notFound();
  return <ArticleView article={article} />;
}

/** An article as its public page shows it; a preview link (app/(site)/preview) shows it the same way. */
export async function ArticleView({ article }: { article: Article }) {
  const section = article.section;
  const { path, en, ja } = SECTIONS[section];
  const firstImage = article.blocks.find((block) => block.tag === 'img' && block.src)?.src;
  const seo = articleSeo(article, section);
  const stores = article.category.slug === 'campaign' ? await getArticleStores(article.id) : [];

  return (
    <>
      <PageHeader en={en} ja={ja} heading={false} />
      <Breadcrumbs
        items={[
          { label: en, href: path },
          { label: article.category.name, href: categoryPath(section, article.category.slug) },
          { label: article.title },
        ]}
      />
      <ArticleFrame
        createdDate={article.createdDate}
        title={article.title}
        category={{ name: article.category.name, href: categoryPath(section, article.category.slug) }}
      >
        <ArticleBody blocks={article.blocks} />
        {stores.length > 0 && (
          <aside aria-label="キャンペーン実施店舗" className="mt-12 rounded-md bg-white p-5 ring-1 ring-brand-100 sm:p-6">
            <h2 className="font-bold">このキャンペーンを実施している店舗</h2>
            <ul className="mt-3 space-y-2">
              {stores.map((store) => (
                <li key={store.path}>
                  <Link href={store.path} className="font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900">
                    {store.name}の店舗ページを見る
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        )}
        <p className="mt-14 text-center">
          <Link
            href={path}
            className="inline-flex min-h-12 items-center justify-center rounded-full border-2 border-brand-900 px-10 py-3 font-bold text-brand-900 transition-colors hover:bg-brand-900 hover:text-white"
          >
            一覧に戻る
          </Link>
        </p>
      </ArticleFrame>
      <JsonLd data={articleJsonLd({ article, path: article.path, image: seo.image ?? firstImage, description: seo.description, siteUrl: getConfig().siteUrl })} />
    </>
  );
}
