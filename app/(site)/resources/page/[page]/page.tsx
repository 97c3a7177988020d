import { ArticleListPage, listMetadata, pageParams } from '../../../_components/article-list';
import { staticParams } from '@/app/(site)/_components/static-params';

type Props = { params: Promise<{ page: string }> };

export const generateStaticParams = async () => staticParams(await pageParams('resources'), ['page']);

export async function generateMetadata({ params }: Props) {
  return listMetadata('resources', await params);
}

export default async function ResourcesListNumberedPage({ params }: Props) {
  return <ArticleListPage section="resources" params={await params} />;
}
