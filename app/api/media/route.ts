import { z } from 'zod';
import { readLimitedBody } from '@/lib/core/http/body';
import { MediaError } from '@/lib/core/media/errors';
import { errorResponse, requireMediaAdmin } from '@/lib/core/media/http';
import { listMedia } from '@/lib/core/media/repository';
import { uploadMedia } from '@/lib/core/media/service';
import { MAX_UPLOAD_BYTES, MEDIA_PER_PAGE_MAX, mediaMessages } from '@/lib/core/media/shared';

// The file plus the multipart framing and the alt text.
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

const listQuery = z.object({
  search: z.string().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  perPage: z.coerce.number().int().min(1).max(MEDIA_PER_PAGE_MAX).optional().catch(undefined),
});

/** The library, newest first: `?search=&page=&perPage=`. */
export async function GET(request: Request): Promise<Response> {
  try {
    const { db } = await requireMediaAdmin(request, 'GET /api/media');
    const params = new URL(request.url).searchParams;
    const query = listQuery.parse({
      search: params.get('search') ?? undefined,
      page: params.get('page') ?? undefined,
      perPage: params.get('perPage') ?? undefined,
    });
    return Response.json(await listMedia(db, query), { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}

/** Uploads one image: multipart fields `file` and `alt`. */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, viewer } = await requireMediaAdmin(request, 'POST /api/media');
    const contentType = request.headers.get('content-type') ?? '';
    if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw new MediaError(400, mediaMessages.badRequest);
    const body = await readLimitedBody(request, MAX_BODY_BYTES);
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw new MediaError(400, mediaMessages.badRequest);
    }
    const file = form.get('file');
    if (!(file instanceof Blob) || file.size === 0) throw new MediaError(400, mediaMessages.fileRequired, 'file');
    if (file.size > MAX_UPLOAD_BYTES) throw new MediaError(413, mediaMessages.tooLarge, 'file');
    const item = await uploadMedia(db, {
      data: Buffer.from(await file.arrayBuffer()),
      fileName: file instanceof File ? file.name : 'image',
      alt: form.get('alt'),
    }, viewer);
    return Response.json(item, { status: 201, headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
