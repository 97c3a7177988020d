import { expect } from '@playwright/test';
import { test } from './fixtures';
import { createStoreViaApi, deleteStoreViaApi, signInAsAdmin, unique } from './helpers';

/*
 * AppSync's real-time WebSocket on the production server (graphql/realtime.ts), from a page of
 * the site as an Amplify app's page would use it: the browser's own WebSocket, the admin's cookie
 * sent along by the browser. The server has served pages before (Next.js then has an upgrade
 * handler of its own, which must not take the socket); graphql/realtime.test.ts has the protocol's
 * cases and graphql/amplify-realtime.test.ts Amplify's own client.
 */

test("a page's WebSocket receives the admin's subscription over AppSync's protocol", async ({ page }) => {
  await signInAsAdmin(page);
  // Other tests create stores at the same time: this subscription hears only its own.
  const link = `realtime-${unique()}`;
  await page.evaluate((link) => {
    const events: unknown[] = [];
    const credentials = btoa(JSON.stringify({ host: location.host })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const socket = new WebSocket(`${location.origin.replace('http', 'ws')}/api/graphql/realtime`, ['graphql-ws', `header-${credentials}`]);
    socket.onopen = () => socket.send(JSON.stringify({ type: 'connection_init' }));
    socket.onmessage = ({ data }) => {
      const message = JSON.parse(String(data)) as { type: string };
      events.push(message);
      if (message.type === 'connection_ack') {
        const query = 'subscription ($filter: ModelSubscriptionStoreFilterInput) { onCreateStore(filter: $filter) { id name enabled } }';
        const variables = { filter: { link: { eq: link } } };
        socket.send(JSON.stringify({ id: 'stores', type: 'start', payload: { data: JSON.stringify({ query, variables }), extensions: { authorization: { host: location.host } } } }));
      }
    };
    Object.assign(window, { realtimeEvents: events });
  }, link);
  const received = () => page.evaluate(() => (window as unknown as { realtimeEvents: { type: string; id?: string; payload?: unknown }[] }).realtimeEvents);
  await expect.poll(async () => (await received()).map((message) => message.type)).toEqual(['connection_ack', 'start_ack']);

  const name = `リアルタイム店 ${unique()}`;
  const id = await createStoreViaApi(page, name, link);
  try {
    await expect.poll(async () => (await received()).filter((message) => message.type === 'data')).toEqual([
      { type: 'data', id: 'stores', payload: { data: { onCreateStore: { id, name, enabled: true } } } },
    ]);
  } finally {
    await deleteStoreViaApi(page, id);
  }
});
