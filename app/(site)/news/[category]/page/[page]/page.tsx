import { ArticleListPage, categoryPageParams, listMetadata } from '../../../../_components/article-list';
import { staticParams } from '@/app/(site)/_components/static-params';

type Props = { params: Promise<{ category: string; page: string }> };

export const generateStaticParams = async () => staticParams(await categoryPageParams('news'), ['category', 'page']);

export async function generateMetadata({ params }: Props) {
  return listMetadata('news', await params);
}

export default async function NewsCategoryNumberedPage({ params }: Props) {
  return <ArticleListPage section="news" params={await params} />;
}
