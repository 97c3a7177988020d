import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { resolveMediaFile } from '@/lib/media/storage';

interface Params {
  params: Promise<{ path: string[] }>;
}

function notFound(): Response {
  return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/**
 * The library's images: `/media/<id>/1280.webp`, `/media/<id>/640.webp` and the original. A file
 * never changes under its name (a new upload gets a new id), so browsers may keep it for a year.
 */
export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const target = resolveMediaFile((await params).path);
  if (!target) return notFound();
  let size: number;
  try {
    const info = await stat(target.file);
    if (!info.isFile()) return notFound();
    size = info.size;
  } catch {
    return notFound();
  }
  const body = Readable.toWeb(createReadStream(target.file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'content-type': target.contentType,
      'content-length': String(size),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
