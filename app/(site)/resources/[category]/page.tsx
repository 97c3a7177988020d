import { ArticleListPage, categoryParams, listMetadata } from '../../_components/article-list';
import { staticParams } from '@/app/(site)/_components/static-params';

type Props = { params: Promise<{ category: string }> };

export const generateStaticParams = async () => staticParams(await categoryParams('resources'), ['category']);

export async function generateMetadata({ params }: Props) {
  return listMetadata('resources', await params);
}

export default async function ResourcesCategoryPage({ params }: Props) {
  return <ArticleListPage section="resources" params={await params} />;
}
