import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
// Relative, as next.config.ts imports this file: it stays loadable without the project's path aliases.
import { SQLITE_FILE } from './ops/data-folder';

/** The origin `value` spells (http or https, no path, query or fragment), or undefined. */
function originOrUndefined(value: string): string | undefined {
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return /^https?:$/.test(url.protocol) && bare ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every environment variable the application reads, checked once.
 * The README's "Configuration" table documents the same list.
 */
const envSchema = z.object({
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// (leave it unset for the embedded SQLite file)')
    .optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The address the server listens on; 127.0.0.1 behind a proxy on the same machine. */
  BIND_ADDRESS: z.string().min(1).default('0.0.0.0'),
  SITE_URL: z.url().optional(),
  /**
   * Further origins whose pages may use the admin session besides SITE_URL's and the address a
   * request was sent to (lib/core/security/origin.ts), comma-separated: `https://admin.oz-gym.example`.
   */
  ADMIN_ORIGINS: z
    .string()
    .default('')
    .transform((value, context) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => {
          const origin = originOrUndefined(entry);
          if (origin === undefined) {
            context.addIssue({ code: 'custom', message: `"${entry}" is not an origin such as https://admin.oz-gym.example (scheme, host and port only)` });
          }
          return origin ?? entry;
        }),
    ),
  NEXTAUTH_SECRET: z.string().min(16, 'NEXTAUTH_SECRET must be at least 16 characters').optional(),
  /**
   * The former session secret while rotating NEXTAUTH_SECRET: two-factor secrets sealed under it
   * still open and are sealed again under the new one at start (lib/core/security/sealed-secret.ts).
   */
  NEXTAUTH_SECRET_PREVIOUS: z.string().min(16, 'NEXTAUTH_SECRET_PREVIOUS must be at least 16 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  SESSION_MAX_AGE_SECONDS: z.coerce.number().int().min(60).default(8 * 60 * 60),
  /** Where enquiry mail goes out; without it mails are written as .eml files under DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Oz <no-reply@oz-gym.example>'),
  /** How long a mail the server keeps refusing for a while (4xx, no connection) is retried before it is given up. */
  MAIL_GIVE_UP_AFTER_HOURS: z.coerce.number().positive().default(72),
  /** How long audit log entries are kept before the worker prunes them (730 days: 2 years). */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).default(730),
  /**
   * How long an enquiry keeps the visitor's personal data (1095 days: 3 years); the worker then
   * anonymises it (lib/core/enquiry/erase.ts), and the privacy policy states the same period.
   */
  ENQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).default(1095),
  /**
   * How long the visit analytics keep each raw page view (lib/core/analytics, 90 days); the hourly
   * and daily totals are kept. The privacy policy states the same period.
   */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** The company's customer address that receives every enquiry. */
  COMPANY_EMAIL: z.email().default('info@oz-gym.example'),
  /** The card-payment provider's link-payment page and our shop id there (the Premium plan form). */
  PAYMENT_FORM_URL: z.url().default('https://credit.j-payment.co.jp/link/creditcard'),
  PAYMENT_AID: z.string().min(1).default('000000'),
  /**
   * How many reverse proxies stand in front of the site and append to X-Forwarded-For. 0: the
   * socket's address is the client's and the header is ignored (lib/core/security/client-address.ts).
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * `1`: the proxy in front keeps the public pages and their compressed bytes (the shipped nginx,
   * deploy/nginx.conf), so the site keeps none itself (lib/core/http/response-cache.ts is off).
   */
  PROXY_CACHES_PAGES: z.enum(['0', '1']).default('0').transform((value) => value === '1'),
  /** The least severe log lines written (lib/core/ops/log.ts); `silent` writes none. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Lets a Prometheus on another machine read GET /api/metrics (Authorization: Bearer <token>);
   * without it only this machine may (lib/core/ops/metrics-endpoint.ts).
   */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
});

export type AppConfig = z.infer<typeof envSchema> & { siteUrl: string; sqlitePath: string };

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]));
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  if (cached) return cached;
  const parsed = envSchema.safeParse(emptyToUndefined(process.env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  cached = {
    ...env,
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    sqlitePath: path.resolve(env.DATA_DIR, SQLITE_FILE),
  };
  return cached;
}

/** Test helper: forget the parsed configuration after changing process.env. */
export function resetConfigForTests(): void {
  cached = undefined;
}

/**
 * The secret that signs session tokens. Taken from NEXTAUTH_SECRET; on a machine without one
 * a random secret is made once and kept under DATA_DIR, so `npm start` works out of the box.
 * Several instances must share NEXTAUTH_SECRET.
 */
export function getAuthSecret(): string {
  const config = getConfig();
  if (config.NEXTAUTH_SECRET) return config.NEXTAUTH_SECRET;
  const file = path.resolve(config.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
