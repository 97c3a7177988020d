import { z } from 'zod';

/*
 * The addresses a redirect joins, as the server, the API and the admin's form read them. No
 * server-only import: the admin's form validates with the same schema as the API.
 */

export const MAX_PATH_LENGTH = 500;

/** The admin and the API: never an old address of content, never a place to send a visitor. */
export const RESERVED_PREFIXES = ['/admin', '/api'] as const;

/** The one message of a redirect that would lead back to its own address. */
export const LOOP_MESSAGE = 'この転送先をたどると元のアドレスに戻るため、登録できません。';

/** What encodeURIComponent leaves as it is, and the slashes between segments. */
const ALREADY_CANONICAL = /^\/[\w\-.!~*'()/]*$/;

/** A path segment decoded; as it is when it is no valid percent-encoding. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * One spelling of a path, so `/news/お知らせ`, `/news/%E3%81%8A%E7%9F%A5%E3%82%89%E3%81%9B` and
 * `/news/%e3…` are the same key: each segment decoded and encoded again as encodeURIComponent
 * writes it (as lib/core/routes.ts builds the site's addresses), without a trailing slash. A path
 * already in that form, nearly every request's, is answered as it is after one test.
 */
export function canonicalPath(path: string): string {
  if (ALREADY_CANONICAL.test(path) && (path.length === 1 || !path.endsWith('/'))) return path;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed
    .split('/')
    .map((segment) => encodeURIComponent(decodeSegment(segment)))
    .join('/');
}

/** A stored path as a person reads it: percent-encoded letters shown as letters. */
export function displayPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** A target split into the path and the fragment it may carry (`/#shop`). */
export function splitFragment(target: string): { path: string; fragment: string } {
  const at = target.indexOf('#');
  return at < 0 ? { path: target, fragment: '' } : { path: target.slice(0, at), fragment: target.slice(at) };
}

export const isReservedPath = (path: string): boolean => RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Why a path cannot be one end of a redirect, in the words the admin shows; null when it can. */
export function pathProblem(value: string, label: string, { fragment = false } = {}): string | null {
  if (!value) return `${label}を入力してください。`;
  if (value.length > MAX_PATH_LENGTH) return `${label}は${MAX_PATH_LENGTH}文字以内で入力してください。`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return `${label}は https:// やドメインを付けず、/ から始まるサイト内のパスで入力してください。`;
  if (!value.startsWith('/')) return `${label}は / から始まるサイト内のパスで入力してください（例: /news/campaign/spring-sale）。`;
  if (value.includes('//') || value.includes('\\')) return `${label}に // や \\ は使えません。/ から始まるサイト内のパスで入力してください。`;
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return `${label}に空白は使えません。`;
  const { path, fragment: hash } = splitFragment(value);
  if (value.includes('?')) return `${label}に ? から後（クエリー文字列）は付けられません。`;
  if (hash && !fragment) return `${label}に # から後は付けられません。`;
  if (hash && !/^#[A-Za-z0-9_-]+$/.test(hash)) return `${label}の # から後は半角英数字・ハイフン・アンダースコアで入力してください（例: /#shop）。`;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return `${label}に「.」や「..」だけの区切りは使えません。`;
  if (isReservedPath(canonicalPath(path))) return `管理画面（/admin）や API（/api）のアドレスは${label}にできません。`;
  return null;
}

/** The canonical spelling of a checked target: its path canonical, its fragment as given. */
export function canonicalTarget(target: string): string {
  const { path, fragment } = splitFragment(target);
  return `${canonicalPath(path)}${fragment}`;
}

const pathField = (label: string, options: { fragment?: boolean } = {}) =>
  z
    .string({ error: `${label}を入力してください。` })
    .trim()
    .superRefine((value, ctx) => {
      const problem = pathProblem(value, label, options);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** A redirect as staff enter it: toPath null (or empty) answers 410 Gone. */
export const redirectInputSchema = z
  .object({
    fromPath: pathField('転送元のアドレス'),
    toPath: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), pathField('転送先のアドレス', { fragment: true }).nullable()),
    note: z.string().trim().max(500, 'メモは500文字以内で入力してください。').nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.toPath && canonicalPath(splitFragment(input.toPath).path) === canonicalPath(input.fromPath)) {
      ctx.addIssue({ code: 'custom', path: ['toPath'], message: LOOP_MESSAGE });
    }
  });

/** What the API and the form send: toPath null or empty answers 410 Gone. */
export interface RedirectInput {
  fromPath: string;
  toPath?: string | null;
  note?: string | null;
}

/** A target chosen when an article or a store is deleted: null answers 410 Gone. */
export const deletedTargetSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  pathField('転送先のアドレス', { fragment: true }).nullable(),
);

export const REDIRECT_KINDS = ['auto', 'manual', 'deleted'] as const;
export type RedirectKind = (typeof REDIRECT_KINDS)[number];

export const REDIRECT_KIND_LABELS: Record<RedirectKind, string> = {
  auto: '自動（アドレス変更）',
  manual: '手動',
  deleted: '削除',
};
