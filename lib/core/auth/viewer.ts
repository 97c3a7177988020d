import 'server-only';
import { getToken } from 'next-auth/jwt';
import { getAuthSecret } from '@/lib/core/config';
import type { Db } from '@/lib/core/db';
import type { Viewer } from '@/lib/core/model/repository';
import { mayUseSession } from '@/lib/core/security/origin';
import { usesSecureCookies } from './options';
import { clientAddress } from '@/lib/core/security/client-address';
import { accessOf, findUserById, mustEnrollTwoFactor, sessionHolds } from './users';

/** next-auth's session cookie, with its `__Secure-` prefix over https and its chunks when large. */
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/** Whether the request carries the admin session cookie (which a browser attaches by itself). */
export function carriesSessionCookie(request: Request): boolean {
  return Object.keys(parseCookies(request.headers.get('cookie'))).some((name) => SESSION_COOKIE.test(name));
}

/**
 * A request may act with the session cookie only when it comes from one of the site's own pages
 * (lib/core/security/origin.ts): the cookie is sent by the browser whoever asks, the page that asks is
 * not. A bearer token is never attached by a browser by itself, so it needs no such proof.
 */
export function sessionMisused(request: Request): boolean {
  return carriesSessionCookie(request) && !mayUseSession(request);
}

function parseCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (name) cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
  }
  return cookies;
}

/**
 * The signed-in admin behind a request (session cookie, or `Authorization: Bearer <token>` for
 * API clients), checked against the database on every request so that disabling a user or
 * changing a password takes effect at once. A cookie sent along with a request from another
 * origin counts for nothing.
 */
export async function viewerFromRequest(db: Db, request: Request): Promise<Viewer | null> {
  if (sessionMisused(request)) return null;
  const token = await getToken({
    req: {
      headers: Object.fromEntries(request.headers.entries()),
      cookies: parseCookies(request.headers.get('cookie')),
    } as unknown as Parameters<typeof getToken>[0]['req'],
    secret: getAuthSecret(),
    secureCookie: usesSecureCookies(),
  });
  if (!token?.sub) return null;
  const user = await findUserById(db, token.sub);
  if (!sessionHolds(user, token.tokenVersion)) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    tokenVersion: user.tokenVersion,
    ...(await accessOf(db.kysely, user)),
    ip: clientAddress(request.headers),
    mustEnrollTwoFactor: await mustEnrollTwoFactor(db, user),
  };
}

/**
 * Whether the viewer a long-lived request started with still has access now: not disabled, and
 * no password change or "sign out everywhere" since (both raise the token version).
 */
export async function stillSignedIn(db: Db, viewer: Viewer): Promise<boolean> {
  const user = await findUserById(db, viewer.id);
  // A viewer made in-process (tests, scripts) carries no token version to compare.
  return sessionHolds(user, viewer.tokenVersion ?? user?.tokenVersion);
}
