import { ArticleListPage, categoryMetadata, categoryParams } from '../../_components/article-list';

type Props = { params: Promise<{ category: string }> };

export const generateStaticParams = () => categoryParams('news');

export async function generateMetadata({ params }: Props) {
  return categoryMetadata('news', (await params).category);
}

export default async function NewsCategoryPage({ params }: Props) {
  return <ArticleListPage section="news" categorySlug={(await params).category} />;
}
