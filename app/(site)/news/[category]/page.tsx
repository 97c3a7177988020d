import { ArticleListPage, categoryParams, listMetadata } from '../../_components/article-list';

type Props = { params: Promise<{ category: string }> };

export const generateStaticParams = () => categoryParams('news');

export async function generateMetadata({ params }: Props) {
  return listMetadata('news', await params);
}

export default async function NewsCategoryPage({ params }: Props) {
  return <ArticleListPage section="news" params={await params} />;
}
