import { ArticleListPage, categoryParams, listMetadata } from '../../_components/article-list';

type Props = { params: Promise<{ category: string }> };

export const generateStaticParams = () => categoryParams('resources');

export async function generateMetadata({ params }: Props) {
  return listMetadata('resources', await params);
}

export default async function ResourcesCategoryPage({ params }: Props) {
  return <ArticleListPage section="resources" params={await params} />;
}
