import { getDb } from '@/lib/core/db';
import { type MediaFile, mediaStoreFor } from '@/lib/core/media/storage';

interface Params {
  params: Promise<{ path: string[] }>;
}

function notFound(): Response {
  return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

function fileHeaders(file: MediaFile): HeadersInit {
  return {
    'content-type': file.contentType,
    'content-length': String(file.size),
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  };
}

/**
 * The library's images: `/media/<id>/1280.webp`, `/media/<id>/640.webp` and the original, from
 * the store of the site's database (the disk for SQLite, the database for PostgreSQL). A file
 * never changes under its name (a new upload gets a new id), so browsers may keep it for a year.
 */
export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const file = await mediaStoreFor(await getDb()).read((await params).path);
  if (!file) return notFound();
  return new Response(file.body, { headers: fileHeaders(file) });
}

/** The headers GET would send, without the body. */
export async function HEAD(_request: Request, { params }: Params): Promise<Response> {
  const file = await mediaStoreFor(await getDb()).read((await params).path);
  if (!file) return notFound();
  if (file.body instanceof ReadableStream) await file.body.cancel();
  return new Response(null, { headers: fileHeaders(file) });
}
