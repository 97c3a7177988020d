import { registerPageRevalidation } from '@/graphql/page-revalidation';
import { handleGraphQLRequest } from '@/graphql/server';

export const dynamic = 'force-dynamic';

registerPageRevalidation();

export { handleGraphQLRequest as GET, handleGraphQLRequest as POST, handleGraphQLRequest as OPTIONS };
