import { type ArticleParams, ArticlePage, articleMetadata, articleParams } from '../../../_components/article-page';
import { staticParams } from '@/app/(site)/_components/static-params';

type Props = { params: Promise<ArticleParams> };

export const generateStaticParams = async () => staticParams(await articleParams('resources'), ['category', 'slug']);

export async function generateMetadata({ params }: Props) {
  return articleMetadata('resources', await params);
}

export default async function ResourcesArticlePage({ params }: Props) {
  return <ArticlePage section="resources" params={await params} />;
}
