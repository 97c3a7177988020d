import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { getYoga } from '@/graphql/server';
import { onContentChange } from '@/lib/model/revalidate';

export const dynamic = 'force-dynamic';

const MAX_BODY_BYTES = 1024 * 1024;
const SECOND_EXPIRY_DELAY_MS = 2000;

const holder = globalThis as unknown as { __ozRevalidateRegistered?: boolean };
if (!holder.__ozRevalidateRegistered) {
  holder.__ozRevalidateRegistered = true;
  // Expire at once, so the next page load after an admin's edit shows it. A page or data entry
  // whose regeneration started before the edit and is written after it would look fresh, so the
  // same tags expire once more when such a regeneration has had time to finish.
  onContentChange((tags) => {
    const expire = () => tags.forEach((tag) => revalidateTag(tag, { expire: 0 }));
    expire();
    after(async () => {
      await new Promise((resolve) => setTimeout(resolve, SECOND_EXPIRY_DELAY_MS));
      expire();
    });
  });
}

async function handler(request: Request): Promise<Response> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) {
    return Response.json({ errors: [{ message: 'Request body is too large (1 MB at most).' }] }, { status: 413 });
  }
  return getYoga().handleRequest(request, {});
}

export { handler as GET, handler as POST, handler as OPTIONS };
