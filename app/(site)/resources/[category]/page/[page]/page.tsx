import { ArticleListPage, categoryPageParams, listMetadata } from '../../../../_components/article-list';
import { staticParams } from '@/app/(site)/_components/static-params';

type Props = { params: Promise<{ category: string; page: string }> };

export const generateStaticParams = async () => staticParams(await categoryPageParams('resources'), ['category', 'page']);

export async function generateMetadata({ params }: Props) {
  return listMetadata('resources', await params);
}

export default async function ResourcesCategoryNumberedPage({ params }: Props) {
  return <ArticleListPage section="resources" params={await params} />;
}
