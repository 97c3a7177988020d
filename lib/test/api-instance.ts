/**
 * One instance of the GraphQL API in a process of its own, for tests of several instances
 * (graphql/stream-relay.test.ts): a plain HTTP server in front of `handleGraphQLRequest`, with
 * the configuration of its environment (DATABASE_URL, REDIS_URL, NEXTAUTH_SECRET; API_INSTANCE_PORT, or any
 * free port). It prints `listening on <port>` once it accepts requests.
 */
import '@/scripts/server-only';
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { handleGraphQLRequest } from '@/graphql/server';
import { stampClientAddress } from '@/lib/core/security/client-address';

let port = Number(process.env.API_INSTANCE_PORT ?? 0);

const server = createServer((req, res) => {
  stampClientAddress(req, 0);
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : (Readable.toWeb(req) as ReadableStream<Uint8Array>);
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const request = new Request(`http://127.0.0.1:${port}${req.url}`, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])),
    body,
    signal: controller.signal,
    // Node's fetch needs this for a streamed request body.
    ...({ duplex: 'half' } as object),
  });
  void (async () => {
    try {
      const response = await handleGraphQLRequest(request);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.flushHeaders();
      if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
      res.end();
    } catch (error) {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    }
  })();
});

server.listen(port, '127.0.0.1', () => {
  port = (server.address() as { port: number }).port;
  console.log(`listening on ${port}`);
});
