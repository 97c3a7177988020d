import { lookupPostCode } from '@/lib/core/enquiry/postal-lookup';

/**
 * GET /api/postal?zipcode=1040061 — the address of a Japanese postal code, from Japan Post's data
 * shipped with the site, in the response shape of the public service the original form called.
 */
export function GET(request: Request): Response {
  const zipcode = new URL(request.url).searchParams.get('zipcode') ?? '';
  const answer = lookupPostCode(zipcode.slice(0, 20));
  return Response.json(answer, {
    status: answer.status,
    headers: { 'Cache-Control': answer.status === 200 ? 'public, max-age=86400' : 'no-store' },
  });
}
