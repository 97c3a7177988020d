import { registerPageRevalidation } from '@/graphql/page-revalidation';
import { handleGraphQLRequest } from '@/graphql/server';

registerPageRevalidation();

// The single-connection GraphQL-over-SSE endpoint of the admin's subscriptions (graphql/server.ts).
export { handleGraphQLRequest as GET, handleGraphQLRequest as POST, handleGraphQLRequest as PUT, handleGraphQLRequest as DELETE };
