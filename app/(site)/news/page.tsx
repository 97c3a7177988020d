import { ArticleListPage, listMetadata } from '../_components/article-list';

export const generateMetadata = () => listMetadata('news', {});

export default function NewsListPage() {
  return <ArticleListPage section="news" params={{}} />;
}
