import { CONFIRM_EMAIL_PATH } from '@/lib/core/auth/account';

/**
 * The address older e-mail change mails link to. Opening a link changes nothing (a mail scanner
 * follows links too): it leads to the page whose button confirms the change.
 */
export function GET(request: Request): Response {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  // A relative Location keeps the visitor on the host they opened the link on.
  const location = `${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } });
}
