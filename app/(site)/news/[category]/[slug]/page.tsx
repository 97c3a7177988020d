import { type ArticleParams, ArticlePage, articleMetadata, articleParams } from '../../../_components/article-page';
import { staticParams } from '@/app/(site)/_components/static-params';

type Props = { params: Promise<ArticleParams> };

export const generateStaticParams = async () => staticParams(await articleParams('news'), ['category', 'slug']);

export async function generateMetadata({ params }: Props) {
  return articleMetadata('news', await params);
}

export default async function NewsArticlePage({ params }: Props) {
  return <ArticlePage section="news" params={await params} />;
}
