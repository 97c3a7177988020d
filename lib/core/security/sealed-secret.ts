import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { getAuthSecret, getConfig } from '@/lib/core/config';

/*
 * Secrets the site must read back (an authenticator app's TOTP secret) are stored sealed: AES-256-GCM
 * with a key derived by HKDF from the session secret, which lives in the configuration or under
 * DATA_DIR, never in the database. A copy of the database (a dump, a stolen backup of the database
 * alone) then holds nothing that signs anyone in. `context` is bound to the ciphertext as additional
 * data (the account's id), so a sealed value copied into another account does not open there.
 *
 * Rotation: with NEXTAUTH_SECRET_PREVIOUS set to the old session secret, values sealed under it
 * still open, and sealSecretColumns() (lib/core/db/sealed-columns.ts, run whenever the database is opened
 * at start) seals them again under the current one.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const INFO = 'oz sealed secret v1';

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), INFO, 32));
}

/** The current key first, then the previous one while a rotation is under way. */
function keys(): Buffer[] {
  const previous = getConfig().NEXTAUTH_SECRET_PREVIOUS;
  return [keyFrom(getAuthSecret()), ...(previous ? [keyFrom(previous)] : [])];
}

export const isSealed = (value: string) => value.startsWith(`${VERSION}:`);

export function sealSecret(plain: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys()[0] as Buffer, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

function openWith(key: Buffer, packed: Buffer, context: string): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, packed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(packed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(packed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export interface OpenedSecret {
  plain: string;
  /** Sealed under a previous key: seal it again under the current one. */
  stale: boolean;
}

/** The secret of a sealed value, or null when no key opens it (another secret, another context, tampered). */
export function openSealed(sealed: string, context: string): OpenedSecret | null {
  if (!isSealed(sealed)) return null;
  const packed = Buffer.from(sealed.slice(VERSION.length + 1), 'base64url');
  if (packed.length <= IV_BYTES + TAG_BYTES) return null;
  const [current, ...previous] = keys();
  const plain = openWith(current as Buffer, packed, context);
  if (plain !== null) return { plain, stale: false };
  for (const key of previous) {
    const old = openWith(key, packed, context);
    if (old !== null) return { plain: old, stale: true };
  }
  return null;
}

export const openSecret = (sealed: string, context: string): string | null => openSealed(sealed, context)?.plain ?? null;
