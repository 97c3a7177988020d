import { ArticleListPage, categoryParams, listMetadata } from '../../_components/article-list';
import { staticParams } from '@/app/(site)/_components/static-params';

type Props = { params: Promise<{ category: string }> };

export const generateStaticParams = async () => staticParams(await categoryParams('news'), ['category']);

export async function generateMetadata({ params }: Props) {
  return listMetadata('news', await params);
}

export default async function NewsCategoryPage({ params }: Props) {
  return <ArticleListPage section="news" params={await params} />;
}
