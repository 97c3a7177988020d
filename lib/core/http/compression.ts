import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Response compression for our HTTP server (`scripts/server.ts`), in place of Next.js's own
 * (`compress: false` in next.config.ts), which offers gzip only and compresses every response anew.
 *
 * - A complete response with an ETag (a cached page, a static file), when the response cache
 *   (./response-cache.ts) is there to keep it, is handed to it whole: it compresses it once, at
 *   the best ratio, and keeps the bytes.
 * - Any other compressible response (a page rendered per request, a streamed RSC payload, any
 *   answer behind a caching proxy) is compressed as it streams, at a fast level, flushed chunk
 *   by chunk so streaming still works.
 * - Event streams, ranges, HEAD, non-200 answers and already-encoded bodies pass untouched.
 */

export type Encoding = 'br' | 'gzip';

/** Below this, compression costs more than it saves. */
export const MIN_BYTES = 1024;

const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i;

/** The encoding to answer a request with: Brotli when accepted, else gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A complete body compressed: at the best ratio when it is kept, at the streaming levels when not. */
export function compressOnce(body: Buffer, encoding: Encoding, effort: 'best' | 'fast'): Promise<Buffer> {
  const best = effort === 'best';
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: best ? 9 : 6 });
}

/** Fast levels for bodies compressed as they stream, flushed after every chunk. */
function streamingCompressor(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 });
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;
type Loose = (this: ServerResponse, ...args: unknown[]) => unknown;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** Splits write/end's optional (encoding, callback) arguments. */
function writeArgs(args: unknown[]): { encoding?: BufferEncoding; callback?: Callback } {
  const callback = args.find((arg): arg is Callback => typeof arg === 'function');
  const encoding = args.find((arg): arg is BufferEncoding => typeof arg === 'string');
  return { encoding, callback };
}

function addVary(res: ServerResponse): void {
  const vary = String(res.getHeader('vary') ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

type Mode = 'pass' | 'buffer' | 'stream';

function chooseMode(req: IncomingMessage, res: ServerResponse, keeping: boolean): Mode {
  if (res.statusCode !== 200 || res.getHeader('content-encoding') || req.headers.range) return 'pass';
  if (!COMPRESSIBLE.test(String(res.getHeader('content-type') ?? ''))) return 'pass';
  const length = Number(res.getHeader('content-length'));
  if (Number.isFinite(length) && length < MIN_BYTES) return 'pass';
  return keeping && res.getHeader('etag') ? 'buffer' : 'stream';
}

/**
 * Compresses `res` for `req` as described above. Call it before handing the pair to Next.js.
 * `complete`, when given, receives a complete answer with an ETag and returns its compressed
 * bytes (the response cache keeps it).
 */
export function compressResponse(req: IncomingMessage, res: ServerResponse, complete?: (res: ServerResponse, body: Buffer, encoding: Encoding) => Promise<Buffer>): void {
  const encoding = req.method === 'GET' ? negotiateEncoding(req.headers['accept-encoding']) : null;
  if (!encoding) return;

  // The originals, called with the arguments they were given (their overloads do not survive `call`).
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders } as unknown as Record<'writeHead' | 'write' | 'end' | 'flushHeaders', Loose>;
  const restore = () => Object.assign(res, original);
  let mode: Mode | null = null;
  const buffered: Buffer[] = [];
  let compressor: zlib.BrotliCompress | zlib.Gzip | null = null;

  const decide = (): Mode => {
    if (mode) return mode;
    mode = chooseMode(req, res, complete !== undefined);
    if (mode === 'pass') {
      restore();
    } else if (mode === 'stream') {
      // Node sends the headers through writeHead on the first write: let it through now.
      Object.assign(res, { writeHead: original.writeHead, flushHeaders: original.flushHeaders });
      addVary(res);
      res.setHeader('Content-Encoding', encoding);
      res.removeHeader('Content-Length');
      const stream = streamingCompressor(encoding);
      compressor = stream;
      stream.on('data', (chunk: Buffer) => {
        if (!original.write.call(res, chunk)) {
          stream.pause();
          res.once('drain', () => stream.resume());
        }
      });
      stream.on('end', () => original.end.call(res));
      stream.on('error', (error) => res.destroy(error));
      res.once('close', () => stream.destroy());
    }
    return mode;
  };

  // Headers (and the decision) wait for the first byte of the body.
  res.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    res.statusCode = statusCode;
    if (typeof rest[0] === 'string') res.statusMessage = rest[0];
    const headers = rest.find((arg): arg is OutgoingHttpHeaders | string[] => typeof arg === 'object' && arg !== null);
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    return res;
  } as ServerResponse['writeHead'];
  res.flushHeaders = () => undefined;

  res.write = function write(chunk: Chunk, ...args: unknown[]) {
    const { encoding: chunkEncoding, callback } = writeArgs(args);
    const current = decide();
    if (current === 'pass') return original.write.call(res, chunk, chunkEncoding ?? 'utf8', callback);
    if (current === 'buffer') {
      buffered.push(toBuffer(chunk, chunkEncoding));
      if (callback) process.nextTick(callback);
      return true;
    }
    const accepted = compressor!.write(toBuffer(chunk, chunkEncoding), callback);
    // A writer that waits for the response's 'drain' (a piped stream) gets it when the compressor drains.
    if (!accepted) compressor!.once('drain', () => res.emit('drain'));
    return accepted;
  } as ServerResponse['write'];

  res.end = function end(...args: unknown[]) {
    const chunk = typeof args[0] === 'string' || args[0] instanceof Uint8Array ? (args[0] as Chunk) : undefined;
    const { encoding: chunkEncoding, callback } = writeArgs(chunk === undefined ? args : args.slice(1));
    if (chunk === undefined && mode === null && !res.getHeader('content-type')) {
      // An empty answer (a redirect, a 304): nothing to compress.
      restore();
      return original.end.call(res, callback);
    }
    const current = decide();
    if (current === 'pass') return chunk === undefined ? original.end.call(res, callback) : original.end.call(res, chunk, chunkEncoding ?? 'utf8', callback);
    if (current === 'stream') {
      if (callback) res.once('finish', () => callback());
      if (chunk === undefined) compressor!.end();
      else compressor!.end(toBuffer(chunk, chunkEncoding));
      return res;
    }
    if (chunk !== undefined) buffered.push(toBuffer(chunk, chunkEncoding));
    const body = Buffer.concat(buffered);
    restore();
    // First: the copy the response cache keeps varies by encoding too.
    addVary(res);
    if (body.length < MIN_BYTES) {
      res.setHeader('Content-Length', body.length);
      return original.end.call(res, body, callback);
    }
    complete!(res, body, encoding).then(
      (compressed) => {
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', compressed.length);
        original.end.call(res, compressed, callback);
      },
      (error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return res;
  } as ServerResponse['end'];
}
