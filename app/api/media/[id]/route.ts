import { BodyTooLargeError, readLimitedBody } from '@/lib/core/http/body';
import { MediaError } from '@/lib/core/media/errors';
import { errorResponse, requireMediaAdmin } from '@/lib/core/media/http';
import { findMedia } from '@/lib/core/media/repository';
import { changeMediaAlt, deleteMedia } from '@/lib/core/media/service';
import { mediaMessages } from '@/lib/core/media/shared';

interface Params {
  params: Promise<{ id: string }>;
}

export async function GET(request: Request, { params }: Params): Promise<Response> {
  try {
    const { db } = await requireMediaAdmin(request, 'GET /api/media/[id]');
    const item = await findMedia(db, (await params).id);
    if (!item) throw new MediaError(404, mediaMessages.notFound);
    return Response.json(item, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}

/** Changes the alt text: JSON `{ alt }`. */
export async function PATCH(request: Request, { params }: Params): Promise<Response> {
  try {
    const { db, viewer } = await requireMediaAdmin(request, 'PATCH /api/media/[id]');
    let input: unknown;
    try {
      input = JSON.parse(new TextDecoder().decode(await readLimitedBody(request, 16 * 1024)));
    } catch (error) {
      if (error instanceof MediaError || error instanceof BodyTooLargeError) throw error;
      throw new MediaError(400, mediaMessages.badRequest);
    }
    const alt = typeof input === 'object' && input !== null ? (input as { alt?: unknown }).alt : undefined;
    return Response.json(await changeMediaAlt(db, (await params).id, alt, viewer), { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}

/** Deletes the image and its files; content that still points at it shows it as missing. */
export async function DELETE(request: Request, { params }: Params): Promise<Response> {
  try {
    const { db, viewer } = await requireMediaAdmin(request, 'DELETE /api/media/[id]');
    await deleteMedia(db, (await params).id, viewer);
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error);
  }
}
