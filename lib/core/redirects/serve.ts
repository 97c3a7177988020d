import 'server-only';
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Db } from '@/lib/core/db';
import { sharedCacheControl } from '@/lib/core/http/shared-cache-headers';
import { onContentChange } from '@/lib/core/model/revalidate';
import { tags } from '@/lib/core/model/tags';
import { logger } from '@/lib/core/ops/log';
import { routes } from '@/lib/core/routes';
import { CONTENT_TYPE_HEADERS, SECURITY_HEADERS } from '@/lib/core/security/headers';
import { site } from '@/lib/core/site';
import { splitFragment } from './paths';
import { RedirectTable } from './table';

/*
 * The redirects as the site's own server (scripts/server.ts) answers them, before Next.js: a GET
 * or HEAD of an old address gets a 308 to its new one (the query string kept as it came), or a
 * small 410 page; every other request goes on as before, at the cost of one Map lookup.
 */

/** How long a failed load waits before it tries again. */
const RETRY_MS = 5_000;

/** What a cache in front may do with these answers: as with a page, they change when staff change the table. */
const CACHE_CONTROL = sharedCacheControl('s-maxage=1');

const STYLE =
  'body{margin:0;font-family:system-ui,-apple-system,"Hiragino Sans","Noto Sans JP",sans-serif;background:#faf8f4;color:#0b1d33;line-height:1.8}' +
  'header{background:#0f2a4a;padding:1rem 1.25rem}' +
  'header a{color:#fff;font-weight:700;text-decoration:none}' +
  'main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem 4rem}' +
  '.code{margin:0;font-size:.8rem;font-weight:700;letter-spacing:.2em;color:#a6500b}' +
  'h1{margin:.5rem 0 1rem;font-size:1.5rem;line-height:1.5}' +
  'ul{display:flex;flex-wrap:wrap;gap:.75rem;margin:2rem 0 0;padding:0;list-style:none}' +
  'li a{display:inline-block;padding:.75rem 1.25rem;border:2px solid #0f2a4a;border-radius:9999px;color:#0f2a4a;font-weight:700;text-decoration:none}' +
  'li a:hover,li a:focus-visible{background:#0f2a4a;color:#fff}' +
  'a:focus-visible{outline:3px solid #e8791a;outline-offset:2px}';

const GONE_LINKS = [
  { href: routes.home.path, label: 'トップページ' },
  { href: `${routes.home.path}#shop`, label: '店舗一覧' },
  { href: routes.news.path, label: routes.news.label },
];

/** The 410 page: what happened, and three ways on. No script, one inline style allowed by its hash. */
const GONE_HTML = Buffer.from(
  `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>このページは削除されました｜${site.name}</title><style>${STYLE}</style></head>` +
    `<body><header><a href="${routes.home.path}">${site.fullName}</a></header><main><p class="code">410 GONE</p><h1>このページは削除されました</h1>` +
    `<p>お探しのページは削除されたため、ご覧いただけません。</p><p>お手数ですが、下のリンクから目的のページをお探しください。</p>` +
    `<nav aria-label="ご案内"><ul>${GONE_LINKS.map((link) => `<li><a href="${link.href}">${link.label}</a></li>`).join('')}</ul></nav>` +
    `</main></body></html>`,
);

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

const headerList = (list: readonly { key: string; value: string }[]) => Object.fromEntries(list.map(({ key, value }) => [key, value]));

const GONE_HEADERS: OutgoingHttpHeaders = {
  ...headerList(CONTENT_TYPE_HEADERS),
  ...headerList(SECURITY_HEADERS),
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Length': String(GONE_HTML.length),
  'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  'X-Robots-Tag': 'noindex',
  'Cache-Control': CACHE_CONTROL,
};

/** Answers a request for a redirected or deleted address; false when the request goes on to the pages. */
export function answerRedirect(req: IncomingMessage, res: ServerResponse, table: RedirectTable): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const target = table.lookup(queryAt < 0 ? url : url.slice(0, queryAt));
  if (target === undefined) return false;
  if (target === null) {
    res.writeHead(410, GONE_HEADERS);
    res.end(req.method === 'HEAD' ? undefined : GONE_HTML);
    return true;
  }
  const { path, fragment } = splitFragment(target);
  res.writeHead(308, {
    ...headerList(CONTENT_TYPE_HEADERS),
    Location: `${path}${queryAt < 0 ? '' : url.slice(queryAt)}${fragment}`,
    'Cache-Control': CACHE_CONTROL,
    'Content-Length': '0',
  });
  res.end();
  return true;
}

export async function loadRedirects(db: Db, table: RedirectTable): Promise<void> {
  table.replace(await db.kysely.selectFrom('redirect').select(['fromPath', 'toPath']).execute());
}

export interface RedirectSource {
  /** The database to read (the process's, getDb). */
  open: () => Promise<Db>;
  /** Several instances: called with the tags another instance expired (the tag ledger's onRemoteExpiry). */
  onRemoteExpiry?: (listener: (tags: string[]) => void) => () => void;
}

export interface LoadedRedirects {
  table: RedirectTable;
  /** Settles once the first load has succeeded or failed (it then retries on its own). */
  ready: Promise<void>;
  /** Reads the table again now (a second call during a load reads once more after it). */
  reload: () => Promise<void>;
  stop: () => void;
}

/**
 * A redirect table kept current: loaded now, and again whenever the `redirects` tag expires on
 * this instance (a change of address, a redirect added on the admin screen) or on another one.
 */
export function keepRedirectsLoaded(source: RedirectSource): LoadedRedirects {
  const table = new RedirectTable();
  let running: Promise<void> | null = null;
  let again = false;
  let retry: NodeJS.Timeout | undefined;
  const loadOnce = async () => {
    try {
      await loadRedirects(await source.open(), table);
    } catch (error) {
      logger().error({ err: error }, 'Could not load the redirects; trying again shortly');
      clearTimeout(retry);
      retry = setTimeout(() => void reload(), RETRY_MS);
      retry.unref();
    }
  };
  const reload = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await loadOnce();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const whenTagged = (expired: string[]) => {
    if (expired.includes(tags.redirects)) void reload();
  };
  const stops = [onContentChange(whenTagged), source.onRemoteExpiry?.(whenTagged) ?? (() => undefined)];
  return {
    table,
    ready: reload(),
    reload,
    stop: () => {
      clearTimeout(retry);
      stops.forEach((stop) => stop());
    },
  };
}
