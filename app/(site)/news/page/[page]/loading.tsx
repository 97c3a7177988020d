import { ArticleListSkeleton } from '../../../_components/article-skeleton';

export default function NewsListLoading() {
  return <ArticleListSkeleton section="news" />;
}
