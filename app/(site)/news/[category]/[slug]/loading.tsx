import { ArticleSkeleton } from '../../../_components/article-skeleton';

export default function NewsArticleLoading() {
  return <ArticleSkeleton section="news" />;
}
