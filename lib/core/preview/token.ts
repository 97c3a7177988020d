import { isSignatureOf, signFor } from '@/lib/core/security/signature';

/*
 * Preview links of articles that are not public yet (drafts, scheduled ones): a person without
 * an account (a manager who approves an article) opens /preview/<token> and sees the article as
 * its public page will show it.
 *
 * The token names the article and when the link expires, and is signed (HMAC-SHA256, with a key
 * derived from the session secret) over those and the article's updatedAt: a link cannot be
 * forged or extended, and saving the article ends every link made before (that is how a link
 * is revoked). Nothing is stored.
 */

export const PREVIEW_DAYS = 7;
export const PREVIEW_LIFE_MS = PREVIEW_DAYS * 24 * 60 * 60 * 1000;

const TOKEN = /^([0-9a-f-]{36})\.(\d{1,13})\.([A-Za-z0-9_-]{43})$/;

export interface PreviewClaims {
  newsId: string;
  /** Epoch milliseconds from which the link no longer works. */
  expiresAt: number;
}

const PURPOSE = 'oz:article-preview:v1';
const payloadOf = (claims: PreviewClaims, updatedAt: string) => `${claims.newsId}.${claims.expiresAt}.${updatedAt}`;

/** A link's token for this version (updatedAt) of the article. */
export function signPreview(secret: string, claims: PreviewClaims, updatedAt: string): string {
  return `${claims.newsId}.${claims.expiresAt}.${signFor(secret, PURPOSE, payloadOf(claims, updatedAt))}`;
}

/** The article a token names and its expiry, before the signature is checked; null when malformed. */
export function readPreviewClaims(token: string): PreviewClaims | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  return { newsId: match[1] as string, expiresAt: Number(match[2]) };
}

export type PreviewCheck = 'valid' | 'invalid' | 'expired';

/**
 * Whether the token was signed for this version of the article and is still valid at `now`.
 * A token for an older version is 'invalid', like a forged one: it cannot be told apart.
 */
export function checkPreview(secret: string, token: string, updatedAt: string, now: number): PreviewCheck {
  const claims = readPreviewClaims(token);
  if (!claims) return 'invalid';
  if (!isSignatureOf(token.slice(token.lastIndexOf('.') + 1), secret, PURPOSE, payloadOf(claims, updatedAt))) return 'invalid';
  return now < claims.expiresAt ? 'valid' : 'expired';
}
