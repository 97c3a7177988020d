import { ArticleListSkeleton } from '../../../../_components/article-skeleton';

export default function ResourcesCategoryLoading() {
  return <ArticleListSkeleton section="resources" />;
}
