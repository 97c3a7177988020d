import { ArticleListPage, listMetadata, pageParams } from '../../../_components/article-list';
import { staticParams } from '@/app/(site)/_components/static-params';

type Props = { params: Promise<{ page: string }> };

export const generateStaticParams = async () => staticParams(await pageParams('news'), ['page']);

export async function generateMetadata({ params }: Props) {
  return listMetadata('news', await params);
}

export default async function NewsListNumberedPage({ params }: Props) {
  return <ArticleListPage section="news" params={await params} />;
}
