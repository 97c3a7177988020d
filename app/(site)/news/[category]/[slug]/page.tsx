import { type ArticleParams, ArticlePage, articleMetadata, articleParams } from '../../../_components/article-page';

type Props = { params: Promise<ArticleParams> };

export const generateStaticParams = () => articleParams('news');

export async function generateMetadata({ params }: Props) {
  return articleMetadata('news', await params);
}

export default async function NewsArticlePage({ params }: Props) {
  return <ArticlePage section="news" params={await params} />;
}
