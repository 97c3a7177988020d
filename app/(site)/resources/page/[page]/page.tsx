import { ArticleListPage, listMetadata, pageParams } from '../../../_components/article-list';

type Props = { params: Promise<{ page: string }> };

export const generateStaticParams = () => pageParams('resources');

export async function generateMetadata({ params }: Props) {
  return listMetadata('resources', await params);
}

export default async function ResourcesListNumberedPage({ params }: Props) {
  return <ArticleListPage section="resources" params={await params} />;
}
