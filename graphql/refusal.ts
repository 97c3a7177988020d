const CODES: Partial<Record<number, string>> = {
  403: 'FORBIDDEN',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** A refusal of the API before GraphQL runs, in GraphQL's error shape so that clients show its message. */
export function refuse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ errors: [{ message, extensions: { code: CODES[status] ?? 'BAD_REQUEST' } }] }, { status, headers });
}
