/**
 * The same bytes as `body`, calling `onEnd` once when the stream ends however it ends: read to
 * its end, failed, cancelled by its reader (Next.js cancels it when the client goes away), or,
 * with `signal`, its request aborted.
 */
export function untilStreamEnds(body: ReadableStream<Uint8Array>, onEnd: () => void, signal?: AbortSignal): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    signal?.removeEventListener('abort', abort);
    onEnd();
  };
  const abort = () => {
    end();
    reader.cancel().catch(() => undefined);
  };
  if (signal?.aborted) abort();
  else signal?.addEventListener('abort', abort);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          end();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        end();
        controller.error(error);
      }
    },
    async cancel(reason) {
      end();
      await reader.cancel(reason);
    },
  });
}
