import { ServerError } from '@apollo/client/errors';
import { FOREIGN_ORIGIN, type ForeignOriginRefusal } from '@/graphql/refusal';

/**
 * What the admin says when the API refused its session because of the address the page is on
 * (graphql/refusal.ts): why, and which address to open instead. Null for any other error.
 */
export function originRefusalMessage(error: unknown): string | null {
  if (!ServerError.is(error) || error.statusCode !== 403) return null;
  let body: Partial<ForeignOriginRefusal>;
  try {
    body = JSON.parse(error.bodyText) as Partial<ForeignOriginRefusal>;
  } catch {
    return null;
  }
  const extensions = body.errors?.[0]?.extensions;
  if (extensions?.reason !== FOREIGN_ORIGIN) return null;
  return `このアドレスでは管理画面を使えません。${extensions.siteUrl} を開いてください。`;
}
