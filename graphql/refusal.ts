const CODES: Partial<Record<number, string>> = {
  403: 'FORBIDDEN',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** A refusal of the API before GraphQL runs, in GraphQL's error shape so that clients show its message. */
export function refuse(status: number, message: string, headers: Record<string, string> = {}, extensions: Record<string, string> = {}): Response {
  return Response.json({ errors: [{ message, extensions: { code: CODES[status] ?? 'BAD_REQUEST', ...extensions } }] }, { status, headers });
}

/** The reason of the refusal of an admin session used from a page the API does not accept (lib/core/security/origin.ts). */
export const FOREIGN_ORIGIN = 'FOREIGN_ORIGIN';

/** The body of that refusal, which names the address where the admin works (components/admin/refusal.ts reads it). */
export interface ForeignOriginRefusal {
  errors: { message: string; extensions: { code: string; reason: typeof FOREIGN_ORIGIN; siteUrl: string } }[];
}

export function refuseForeignOrigin(siteUrl: string): Response {
  return refuse(403, 'The admin session cannot be used from another origin.', {}, { reason: FOREIGN_ORIGIN, siteUrl });
}
