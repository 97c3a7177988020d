import { registerPageRevalidation } from '@/graphql/page-revalidation';
import { handleGraphQLRequest } from '@/graphql/server';

registerPageRevalidation();

export { handleGraphQLRequest as GET, handleGraphQLRequest as POST, handleGraphQLRequest as OPTIONS };
