import { getToken } from 'next-auth/jwt';
import { getAuthSecret } from '@/lib/config';
import type { Db } from '@/lib/db';
import type { Viewer } from '@/lib/model/repository';
import { findUserById } from './users';

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
 * changing a password takes effect at once.
 */
export async function viewerFromRequest(db: Db, request: Request): Promise<Viewer | null> {
  const token = await getToken({
    req: {
      headers: Object.fromEntries(request.headers.entries()),
      cookies: parseCookies(request.headers.get('cookie')),
    } as unknown as Parameters<typeof getToken>[0]['req'],
    secret: getAuthSecret(),
  });
  if (!token?.sub) return null;
  const user = await findUserById(db, token.sub);
  if (!user || user.disabled !== 0 || user.tokenVersion !== token.tokenVersion) return null;
  return { id: user.id, email: user.email, name: user.name };
}
