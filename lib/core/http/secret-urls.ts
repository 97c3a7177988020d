/*
 * Addresses that are bearer secrets: whoever holds one can use it. A preview link
 * (/preview/<article>.<expiry>.<signature>, 7 days to an unpublished article: lib/core/preview) and
 * the account links (?token=… of /login/reset, /login/invite, /login/confirm-email and
 * /api/account/confirm-email, which set an account's password or address: lib/core/auth/account.ts),
 * and the booking links (?token=… of /booking/cancel and /booking/move: lib/core/booking/token.ts).
 * No log may hold one: lib/core/ops/log.ts writes every address masked with maskSecretUrls, and
 * deploy/nginx.conf builds its access log's request line by the same rule.
 *
 * The rule: the secret and whatever follows it in the address is written `[masked]`, so a second
 * token, or one percent-encoded inside another address (a callbackUrl), cannot slip through.
 */

export const MASKED = '[masked]';

/** Query parameters whose value is a secret (the account links and the booking links). */
export const SECRET_QUERY_PARAMETERS = ['token'] as const;

/** What may follow in the same address: anything up to white space, a quote or an angle bracket. */
const REST_OF_ADDRESS = '[^\\s"\'<>`]*';
const SLASH = '(?:/|%2F)';

const PREVIEW = new RegExp(`(${SLASH}preview${SLASH})[^\\s"'<>\`]+`, 'gi');
const SECRET_PARAMETER = new RegExp(`((?:[?&]|%3F|%26)(?:${SECRET_QUERY_PARAMETERS.join('|')})(?:=|%3D))${REST_OF_ADDRESS}`, 'gi');

/** The text with every secret address in it masked (as a whole address, or inside a message). */
export function maskSecretUrls(text: string): string {
  return text.replace(PREVIEW, `$1${MASKED}`).replace(SECRET_PARAMETER, `$1${MASKED}`);
}
