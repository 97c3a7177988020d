import { ArticleListPage, listMetadata, pageParams } from '../../../_components/article-list';

type Props = { params: Promise<{ page: string }> };

export const generateStaticParams = () => pageParams('news');

export async function generateMetadata({ params }: Props) {
  return listMetadata('news', await params);
}

export default async function NewsListNumberedPage({ params }: Props) {
  return <ArticleListPage section="news" params={await params} />;
}
