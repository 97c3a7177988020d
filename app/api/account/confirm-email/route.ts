import { confirmEmailChange } from '@/lib/auth/account';
import { getDb } from '@/lib/db';

function redirectTo(location: string): Response {
  // A relative Location keeps the visitor on the host they opened the link on.
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } });
}

/**
 * The link in the e-mail change mail: the new address takes effect (once, within 24 hours),
 * every session of the admin ends, and the login page says what happened.
 */
export async function GET(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const outcome = await confirmEmailChange(await getDb(), token);
  return redirectTo(outcome.ok ? '/login?notice=email-changed' : '/login?error=link-invalid');
}
