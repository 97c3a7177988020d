import { routeMetadata } from '@/lib/seo/metadata';
import { ArticleListPage } from '../_components/article-list';

export const metadata = routeMetadata('resources');

export default function ResourcesListPage() {
  return <ArticleListPage section="resources" />;
}
