import { BodyTooLargeError, readLimitedBody } from './body';

function chunked(...chunks: string[]): Request {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Request('http://localhost/', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe('readLimitedBody', () => {
  test('returns the whole body when it is at most the limit', async () => {
    expect(new TextDecoder().decode(await readLimitedBody(chunked('abc', 'de'), 5))).toBe('abcde');
    expect(await readLimitedBody(new Request('http://localhost/'), 5)).toEqual(new Uint8Array());
  });

  test('throws BodyTooLargeError once a chunked body passes the limit', async () => {
    await expect(readLimitedBody(chunked('abc', 'def'), 5)).rejects.toEqual(new BodyTooLargeError(5));
  });

  test('refuses a declared Content-Length over the limit without reading', async () => {
    const request = new Request('http://localhost/', { method: 'POST', body: 'abc', headers: { 'content-length': '999' } });
    await expect(readLimitedBody(request, 5)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(request.bodyUsed).toBe(false);
  });
});
