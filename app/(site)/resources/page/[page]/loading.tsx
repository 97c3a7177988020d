import { ArticleListSkeleton } from '../../../_components/article-skeleton';

export default function ResourcesListLoading() {
  return <ArticleListSkeleton section="resources" />;
}
