import { type ArticleParams, ArticlePage, articleMetadata, articleParams } from '../../../_components/article-page';

type Props = { params: Promise<ArticleParams> };

export const generateStaticParams = () => articleParams('resources');

export async function generateMetadata({ params }: Props) {
  return articleMetadata('resources', await params);
}

export default async function ResourcesArticlePage({ params }: Props) {
  return <ArticlePage section="resources" params={await params} />;
}
