import { ArticleListPage, categoryMetadata, categoryParams } from '../../_components/article-list';

type Props = { params: Promise<{ category: string }> };

export const generateStaticParams = () => categoryParams('resources');

export async function generateMetadata({ params }: Props) {
  return categoryMetadata('resources', (await params).category);
}

export default async function ResourcesCategoryPage({ params }: Props) {
  return <ArticleListPage section="resources" categorySlug={(await params).category} />;
}
