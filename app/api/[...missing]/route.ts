/**
 * Any /api/ address no other route handler takes: 404 to every method, as an API answers it. Without
 * it such an address rendered the site's not-found page, where Next.js also runs server actions:
 * a form posted there from another origin was answered 500 with error lines
 * (lib/core/http/server-action-guard.ts leaves the API's uploads to their route handlers).
 */
function notFound(): Response {
  return Response.json({ error: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

export { notFound as DELETE, notFound as GET, notFound as HEAD, notFound as OPTIONS, notFound as PATCH, notFound as POST, notFound as PUT };
