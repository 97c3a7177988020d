import { ArticleListSkeleton } from '../../../../_components/article-skeleton';

export default function NewsCategoryLoading() {
  return <ArticleListSkeleton section="news" />;
}
