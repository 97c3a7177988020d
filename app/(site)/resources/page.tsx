import { ArticleListPage, listMetadata } from '../_components/article-list';

export const generateMetadata = () => listMetadata('resources', {});

export default function ResourcesListPage() {
  return <ArticleListPage section="resources" params={{}} />;
}
