import { createHmac } from 'node:crypto';
import { format } from 'node:util';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { getAuthSecret, getConfig } from '@/lib/core/config';
import { maskSecretUrls } from '@/lib/core/http/secret-urls';
import { currentRequestId } from './request-context';

/*
 * The server's log: one JSON line per event on stdout, with its level, time, message and, when it
 * was written while serving a request, that request's id (lib/core/ops/request-context.ts), which the
 * client also gets as X-Request-Id. Under `npm run dev` the same lines are printed readably,
 * formatted in this process (pino-pretty as a stream: no transport, no worker thread).
 *
 * No personal data: the fields that carry it are redacted by name wherever they appear, errors
 * keep only their type, code, message and stack, and e-mail addresses and phone numbers are
 * masked in every message and error text (a refused recipient's address is in the SMTP server's
 * answer, for one). Names cannot be told from other text, so no log call is given one; an e-mail
 * address that must be recognised is logged as `emailHash()`.
 *
 * No bearer secrets: an address that is itself a key (a preview link, an account link's token)
 * is masked in every message, error text and top-level field (lib/core/http/secret-urls.ts).
 */

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/gi;
/** Japanese numbers as people write them: 03-1234-5678, 090-1234-5678, 0312345678, +81 90 1234 5678. */
const PHONE = /(?<![\w-])(?:0\d{1,4}-\d{1,4}-\d{3,4}|0\d{9,10}|\+81[\d -]{9,13}\d)(?![\w-])/g;

/** The text with e-mail addresses, phone numbers and secret addresses masked. */
export function scrub(text: string): string {
  return maskSecretUrls(text.replace(EMAIL, '[e-mail]').replace(PHONE, '[phone]'));
}

/**
 * A line's fields with the secret addresses in their text masked: a request's `path`, a `url`.
 * Changed in place: pino hands over a fresh object (the mixin's, with the call's fields merged in).
 */
function maskSecretFields(fields: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') fields[key] = maskSecretUrls(value);
  }
  return fields;
}

/** Fields that hold personal data or secrets, redacted at the top level and one level down. */
const PERSONAL_FIELDS = ['email', 'to', 'toAddress', 'phone', 'furigana', 'address', 'addressOther', 'postCode', 'password', 'token', 'authorization', 'cookie'];
/** Only where they are a person's: an error's name is its type, its message what went wrong. */
const PERSONAL_WHERE = ['name', 'user.name', 'viewer.name', 'enquiry.name', 'values.name', 'enquiry.message', 'values.message'];
const REDACT_PATHS = [...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]), ...PERSONAL_WHERE];

/**
 * An e-mail address as the log may name it: the same address always gives the same 12 hex digits,
 * keyed with the session secret, so lines about one account can be matched without the address
 * (nor a dictionary of likely addresses) being readable from them.
 */
export function emailHash(email: string): string {
  return createHmac('sha256', `log:${getAuthSecret()}`).update(email.trim().toLowerCase()).digest('hex').slice(0, 12);
}

interface SerializedError {
  type: string;
  code?: string;
  message: string;
  stack?: string;
}

/**
 * An error as the log keeps it. Its other properties are left out on purpose: a PostgreSQL error's
 * `detail` holds the failing row, a mail error's `rejected` the recipients.
 */
function serializeError(error: unknown): SerializedError {
  // Not `instanceof Error`: an error made in another realm (a vm context, a worker) is one too.
  if (typeof error !== 'object' || error === null || typeof (error as Error).message !== 'string') return { type: typeof error, message: scrub(String(error)) };
  const { code, message, stack, name } = error as Error & { code?: unknown };
  return {
    // Its name rather than its class's: a minified bundle renames classes.
    type: typeof name === 'string' && name ? name : 'Error',
    ...(typeof code === 'string' ? { code } : {}),
    message: scrub(message),
    ...(typeof stack === 'string' ? { stack: scrub(stack) } : {}),
  };
}

function options(level: string): LoggerOptions {
  return {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }), log: maskSecretFields },
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
    hooks: {
      // Every string argument (the message and its interpolations) is scrubbed too.
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
}

function isDevelopment(): boolean {
  return process.argv.includes('--dev') || process.env.NODE_ENV === 'development';
}

function create(): Logger {
  const level = getConfig().LOG_LEVEL;
  if (isDevelopment()) {
    // Loaded only here: production never needs it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pretty = require('pino-pretty') as typeof import('pino-pretty');
    return pino(options(level), pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid' }));
  }
  return pino(options(level), pino.destination({ dest: 1, sync: true }));
}

function isErrorLike(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as Error).message === 'string' && typeof (value as Error).stack === 'string';
}

type ConsoleMethod = 'log' | 'info' | 'debug' | 'warn' | 'error';
const CONSOLE_LEVELS: Record<ConsoleMethod, 'info' | 'debug' | 'warn' | 'error'> = { log: 'info', info: 'info', debug: 'debug', warn: 'warn', error: 'error' };

/**
 * Next.js and the libraries it runs report through the console (a page that failed to render, a
 * deprecation): our server makes those log lines too, with the request id and the same masking,
 * so that stdout holds nothing but JSON lines. Returns what puts the console back.
 */
export function routeConsoleToLog(): () => void {
  const original = Object.fromEntries(Object.keys(CONSOLE_LEVELS).map((method) => [method, console[method as ConsoleMethod]]));
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    console[method as ConsoleMethod] = (...args: unknown[]) => {
      const err = args.find(isErrorLike);
      const text = format(...args.filter((arg) => arg !== err)).trim();
      if (err) logger()[level]({ err }, text || 'Error');
      else logger()[level](text);
    };
  }
  return () => Object.assign(console, original);
}

const KEY = Symbol.for('oz.logger');
const holder = globalThis as unknown as { [KEY]?: Logger };

/** The server's logger, shared by our HTTP server and the application bundle. */
export function logger(): Logger {
  holder[KEY] ??= create();
  return holder[KEY];
}

/** Test helper: log to `destination` at `level` (or back to stdout with `undefined`). */
export function setLogDestinationForTests(destination: DestinationStream | undefined, level = 'debug'): void {
  holder[KEY] = destination ? pino(options(level), destination) : undefined;
}
