import { ArticleSkeleton } from '../../../_components/article-skeleton';

export default function ResourcesArticleLoading() {
  return <ArticleSkeleton section="resources" />;
}
