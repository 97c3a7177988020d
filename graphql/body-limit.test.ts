import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea } from '@/lib/test/fixtures';
import { GRAPHQL_URL } from '@/lib/test/http';
import { handleGraphQLRequest } from './server';

const MB = 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;
const TOO_LARGE = 'Request body is too large (1 MB at most).';

/** A body sent in chunks without Content-Length, as `Transfer-Encoding: chunked` arrives; counts what the server pulled. */
function chunkedBody(chunks: Uint8Array[]): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (!chunk) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => pulled };
}

/** `size` bytes of a JSON request whose padding makes it big. */
function paddedChunks(size: number): Uint8Array[] {
  const chunks: Uint8Array[] = [new TextEncoder().encode('{"query":"{ __typename }","variables":{"pad":"')];
  for (let sent = chunks[0]!.byteLength; sent < size; sent += CHUNK_BYTES) chunks.push(new Uint8Array(CHUNK_BYTES).fill(0x78));
  return chunks;
}

function post(body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  const init = { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, body, duplex: 'half' };
  return handleGraphQLRequest(new Request(GRAPHQL_URL, init as RequestInit));
}

describe.each(engines())('the 1 MB body limit on $name', (engine) => {
  const t = useTestDb(engine);

  beforeEach(async () => {
    await makeArea(t.admin);
  });

  test.each([3, 12])('a chunked %i MB body without Content-Length is answered 413 after reading little more than 1 MB', async (megabytes) => {
    const { body, pulled } = chunkedBody(paddedChunks(megabytes * MB));
    const response = await post(body);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errors: [{ message: TOO_LARGE, extensions: { code: 'BAD_REQUEST' } }] });
    expect(pulled()).toBeLessThanOrEqual(MB + 2 * CHUNK_BYTES);
  });

  test('a body that declares more than 1 MB is refused before any of it is read', async () => {
    const { body, pulled } = chunkedBody(paddedChunks(2 * MB));
    const response = await post(body, { 'content-length': String(2 * MB) });
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(CHUNK_BYTES);
  });

  test('a chunked body under the limit is read whole and answered', async () => {
    const text = JSON.stringify({ query: 'query { __typename listAreas { items { en } } }' });
    const encoded = new TextEncoder().encode(text);
    const { body } = chunkedBody([encoded.slice(0, 10), encoded.slice(10, 30), encoded.slice(30)]);
    const response = await post(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query', listAreas: { items: [{ en: 'Shibuya' }] } } });
  });
});
