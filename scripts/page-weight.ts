/**
 * What a page weighs for a visitor, the same in `npm run bench:web` and e2e/page-weight.spec.ts:
 * its HTML compressed as a server sends it, and the scripts its HTML loads (first-load JS).
 * Raw bytes are not a measure: Brotli removes most of what they count.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The levels a server compresses a page with as it sends it (nginx and Node's compression
 * middleware use gzip 6; Brotli 5 is the usual on-the-fly quality), fixed here so the figures do
 * not move when the serving code changes how it compresses.
 */
export const GZIP_LEVEL = 6;
export const BROTLI_QUALITY = 5;

export interface HtmlWeight {
  gzipBytes: number;
  brotliBytes: number;
}

export function htmlWeight(html: string | Buffer): HtmlWeight {
  const body = typeof html === 'string' ? Buffer.from(html) : html;
  return {
    gzipBytes: gzipSync(body, { level: GZIP_LEVEL }).length,
    brotliBytes: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).length,
  };
}

/**
 * The scripts a page's HTML loads (script src, and preloads of scripts), as absolute URLs. A
 * `nomodule` script (the legacy polyfills) is left out: a browser that runs modules never fetches it.
 */
export function scriptsOf(html: string, pageUrl: string): Set<string> {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue;
    const address = /\s(?:src|href)="([^"]+?\.m?js(?:\?[^"]*)?)"/.exec(tag)?.[1];
    if (address) found.add(new URL(address.replaceAll('&amp;', '&'), pageUrl).toString());
  }
  return found;
}
