import { routeMetadata } from '@/lib/seo/metadata';
import { ArticleListPage } from '../_components/article-list';

export const metadata = routeMetadata('news');

export default function NewsListPage() {
  return <ArticleListPage section="news" />;
}
