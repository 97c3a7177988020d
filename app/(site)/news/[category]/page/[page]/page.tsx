import { ArticleListPage, categoryPageParams, listMetadata } from '../../../../_components/article-list';

type Props = { params: Promise<{ category: string; page: string }> };

export const generateStaticParams = () => categoryPageParams('news');

export async function generateMetadata({ params }: Props) {
  return listMetadata('news', await params);
}

export default async function NewsCategoryNumberedPage({ params }: Props) {
  return <ArticleListPage section="news" params={await params} />;
}
