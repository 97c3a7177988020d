import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Certificate {
  /** PEM of the private key. */
  key: string;
  /** PEM of the certificate, which a client passes as its only trusted CA. */
  cert: string;
}

/**
 * A self-signed certificate for localhost and 127.0.0.1, valid for a day, made by the machine's
 * openssl: for tests that need TLS as in production (AWS Amplify dials only wss://).
 */
export function selfSignedCertificate(): Certificate {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'oz-tls-'));
  try {
    const [key, cert] = [path.join(folder, 'key.pem'), path.join(folder, 'cert.pem')];
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost',
        '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr || made.error?.message}`);
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
