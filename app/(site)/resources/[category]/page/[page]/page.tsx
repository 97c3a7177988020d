import { ArticleListPage, categoryPageParams, listMetadata } from '../../../../_components/article-list';

type Props = { params: Promise<{ category: string; page: string }> };

export const generateStaticParams = () => categoryPageParams('resources');

export async function generateMetadata({ params }: Props) {
  return listMetadata('resources', await params);
}

export default async function ResourcesCategoryNumberedPage({ params }: Props) {
  return <ArticleListPage section="resources" params={await params} />;
}
