import 'server-only';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { getConfig } from '@/lib/core/config';
import { MAIL_DIR, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '@/lib/core/ops/data-folder';

/*
 * How a mail leaves the server: through SMTP_URL, else as an .eml file under DATA_DIR/mail. The
 * enquiry outbox (outbox.ts) and the account mails (lib/core/auth/account.ts) both send through it.
 */

/** A file sent with a mail; text only (a calendar file), which the outbox keeps as it is. */
export interface MailAttachment {
  filename: string;
  /** With its parameters, e.g. `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
  content: string;
}

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId: string;
  attachments?: readonly MailAttachment[];
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** A stable Message-ID per queued mail, so a receiving system can recognise a repeat. */
export function messageIdFor(outboxId: string, from: string): string {
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${outboxId}@${domain}>`;
}

/**
 * Whether an attempt failed in a way no retry can mend: a 5xx answer (550 mailbox unavailable,
 * 553 bad address) or, without an answer, an address nodemailer cannot put in the envelope
 * (EENVELOPE). A 4xx answer, which nodemailer also reports as EENVELOPE at RCPT TO, and a lost
 * connection may pass.
 */
export function isPermanentFailure(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 500 && responseCode < 600;
  return code === 'EENVELOPE';
}

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function mailOptions(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    messageId: message.messageId,
    attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({ filename, contentType, content, encoding: 'utf8' })),
    // Base64 keeps Japanese text intact through any relay.
    textEncoding: 'base64' as const,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    async send(message) {
      await transporter.sendMail(mailOptions(message));
    },
  };
}

/**
 * With no SMTP server configured, each mail becomes an .eml file that any mail client opens,
 * readable by the site's user only: it holds a visitor's enquiry, or an account's sign-in link.
 */
export function fileTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await transporter.sendMail(mailOptions(message));
      await mkdir(directory, { recursive: true, mode: PRIVATE_DIR_MODE });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.messageId.replace(/[^\w.-]+/g, '')}.eml`;
      const file = path.join(directory, name);
      await writeFile(`${file}.tmp`, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      await rename(`${file}.tmp`, file);
    },
  };
}

/** Where fileTransport writes the mails of configuredTransport. */
function mailDirectory(): string {
  return path.resolve(getConfig().DATA_DIR, MAIL_DIR);
}

/**
 * Removes the .eml files written for these outbox mails (their names hold the mail's id), when an
 * enquiry's personal data is erased (lib/core/enquiry/erase.ts). With SMTP there are none: what left
 * through SMTP is the receiving mailboxes' to keep or delete.
 */
export async function removeMailFiles(outboxIds: readonly string[], directory: string = mailDirectory()): Promise<number> {
  if (outboxIds.length === 0) return 0;
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return 0;
  }
  const doomed = names.filter((name) => name.endsWith('.eml') && outboxIds.some((id) => name.includes(id)));
  await Promise.all(doomed.map((name) => rm(path.join(directory, name), { force: true })));
  return doomed.length;
}

const cached = (globalThis as unknown as { __ozMailTransport?: { transport?: MailTransport } }).__ozMailTransport ??= {};

/** SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail. */
export function configuredTransport(): MailTransport {
  const config = getConfig();
  cached.transport ??= config.SMTP_URL ? smtpTransport(config.SMTP_URL) : fileTransport(mailDirectory());
  return cached.transport;
}
