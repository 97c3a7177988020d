import { type NextFetchEvent, type NextRequest, NextResponse } from 'next/server';
import { type NextRequestWithAuth, withAuth } from 'next-auth/middleware';
import { isAdminPath } from '@/lib/core/auth/messages';
import { adminContentSecurityPolicy, CSP_HEADER, isHttpsRequest, makeNonce } from '@/lib/core/security/headers';

/**
 * The admin is for signed-in staff only; anyone else is sent to /login. The API checks the
 * user again on every request (a disabled account loses access at once), so this guard is
 * a convenience for the browser, not the only control.
 */
const requireSignIn = withAuth({
  pages: { signIn: '/login' },
  secret: process.env.NEXTAUTH_SECRET,
  // The cookie name follows SITE_URL, as lib/core/auth/options.ts decides it, not NEXTAUTH_URL.
  cookies: {
    sessionToken: {
      name: (process.env.SITE_URL ?? '').startsWith('https://') ? '__Secure-next-auth.session-token' : 'next-auth.session-token',
    },
  },
});

/** Renders the page with the policy on the request too: Next.js takes the nonce for its scripts from there. */
function nextWithPolicy(request: NextRequest, policy: string): NextResponse {
  const headers = new Headers(request.headers);
  headers.set(CSP_HEADER, policy);
  return NextResponse.next({ request: { headers } });
}

/**
 * The admin and the login page render per request under a strict Content-Security-Policy with a
 * fresh nonce (lib/core/security/headers.ts); next.config.ts adds the other security headers.
 */
export default async function middleware(request: NextRequest, event: NextFetchEvent) {
  const policy = adminContentSecurityPolicy({
    nonce: makeNonce(),
    https: isHttpsRequest(request.headers),
    dev: process.env.NODE_ENV === 'development',
  });
  const redirect = isAdminPath(request.nextUrl.pathname) ? await requireSignIn(request as NextRequestWithAuth, event) : undefined;
  const response = redirect ?? nextWithPolicy(request, policy);
  response.headers.set(CSP_HEADER, policy);
  return response;
}

export const config = {
  matcher: ['/admin', '/admin/:path*', '/login', '/login/:path*'],
};
