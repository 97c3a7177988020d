import { changeMyPassword, setAdminDisabled, signOutEverywhere } from '@/lib/core/auth/account';
import { insertEnquiry } from '@/lib/core/enquiry/test-enquiries';
import { UNAUTHENTICATED_MESSAGE } from '@/lib/core/model/errors';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeStore } from '@/lib/test/fixtures';
import { createClient } from 'graphql-sse';
import { observeEvents, postGraphQL, sameOriginHeaders, signInAdmin, subscribeSse } from '@/lib/test/http';
import { GRAPHQL_STREAM_PATH, handleGraphQLRequest } from './server';

jest.mock('@/lib/core/mail/worker', () => ({ ...jest.requireActual('@/lib/core/mail/worker'), kickDelivery: jest.fn() }));

const PASSWORD = 'correct horse battery';

type Enquiry = { onEnquiryChange: { id: string; name: string; email: string } };
type Store = { onCreateStore: { id: string; name: string } };

async function until(done: () => boolean, timeoutMs = 5000): Promise<void> {
  for (const start = Date.now(); !done(); await new Promise((resolve) => setTimeout(resolve, 20))) {
    if (Date.now() - start > timeoutMs) throw new Error('Timed out waiting for the stream to end.');
  }
}

describe.each(engines())('an open subscription follows its account on $name', (engine) => {
  const t = useTestDb(engine);
  beforeEach(() => makeArea(t.admin));

  const losses: [string, (db: typeof t.db, victimId: string, ownerId: string) => Promise<unknown>][] = [
    ['is disabled', (db, victimId, ownerId) => setAdminDisabled(db, ownerId, victimId, true)],
    ['changes its password', (db, victimId) => changeMyPassword(db, victimId, PASSWORD, 'a brand new password')],
    ['signs out everywhere', (db, victimId) => signOutEverywhere(db, victimId)],
  ];

  test.each(losses)('once the account %s, the streams opened before deliver nothing more and end', async (_, loseAccess) => {
    const events = observeEvents();
    const owner = await signInAdmin(t.db);
    const victim = await signInAdmin(t.db, { password: PASSWORD });
    const enquiries = await subscribeSse<Enquiry>('Enquiry:change', 'subscription { onEnquiryChange { id name email } }', {}, { cookie: victim.cookie });
    const stores = await subscribeSse<Store>('Store:create', 'subscription { onCreateStore { id name } }', {}, { cookie: victim.cookie });

    // While the account holds, events arrive.
    const before = await insertEnquiry(t.db, { name: '届く 太郎' });
    await postGraphQL(`mutation($id: ID!) { setEnquiryStatus(id: $id, status: in_progress) { id } }`, { id: before }, { cookie: owner.cookie });
    await enquiries.waitFor(1);

    await loseAccess(t.db, victim.user.id, owner.user.id);
    const after = await insertEnquiry(t.db, { name: '漏れない 花子', email: 'hanako@example.com' });
    await postGraphQL(`mutation($id: ID!) { setEnquiryStatus(id: $id, status: done) { id } }`, { id: after }, { cookie: owner.cookie });
    await makeStore(t.admin, { name: 'Hidden after', enabled: false });

    // Both subscriptions end: the server stops listening for the victim.
    await events.until('Enquiry:change', (count) => count === 0);
    await events.until('Store:create', (count) => count === 0);
    await enquiries.waitFor(2);
    await stores.waitFor(1);
    expect(enquiries.events[0]?.data?.onEnquiryChange.name).toBe('届く 太郎');
    for (const subscription of [enquiries, stores]) {
      const text = JSON.stringify(subscription.events);
      expect(text).not.toContain('漏れない');
      expect(text).not.toContain('hanako@example.com');
      expect(text).not.toContain('Hidden after');
      expect(subscription.events.at(-1)?.errors?.[0]?.message).toBe(UNAUTHENTICATED_MESSAGE);
    }
  });

  test('the admin’s single-connection stream follows the account too', async () => {
    const events = observeEvents();
    const owner = await signInAdmin(t.db);
    const victim = await signInAdmin(t.db, { password: PASSWORD });
    // The admin's own client (components/admin/apollo.ts), over the endpoint it uses, with the victim's cookie.
    const client = createClient({
      url: `http://localhost${GRAPHQL_STREAM_PATH}`,
      singleConnection: true,
      retryAttempts: 0,
      headers: { cookie: victim.cookie, ...sameOriginHeaders() },
      fetchFn: (input: RequestInfo | URL, init?: RequestInit) => handleGraphQLRequest(new Request(input, init)),
    });
    const received: unknown[] = [];
    let ended: unknown = 'open';
    const unsubscribe = client.subscribe(
      { query: 'subscription { onEnquiryChange { id name email } }' },
      { next: (value) => void received.push(value), error: (error) => void (ended = error), complete: () => void (ended = 'complete') },
    );
    try {
      await events.until('Enquiry:change', (count) => count === 1);
      await setAdminDisabled(t.db, owner.user.id, victim.user.id, true);
      const after = await insertEnquiry(t.db, { name: '漏れない 次郎', email: 'jiro@example.com' });
      await postGraphQL(`mutation($id: ID!) { setEnquiryStatus(id: $id, status: done) { id } }`, { id: after }, { cookie: owner.cookie });
      await events.until('Enquiry:change', (count) => count === 0);
      await until(() => ended !== 'open');
      // graphql-sse hands the subscription's error to the sink's error callback.
      const text = `${JSON.stringify(received)} ${String(ended)}`;
      expect(text).not.toContain('漏れない');
      expect(text).not.toContain('jiro@example.com');
      expect(text).toContain(UNAUTHENTICATED_MESSAGE);
    } finally {
      unsubscribe();
      client.dispose();
    }
  });

  test('a subscriber whose account holds keeps receiving', async () => {
    const owner = await signInAdmin(t.db);
    const stores = await subscribeSse<Store>('Store:create', 'subscription { onCreateStore { id name } }', {}, { cookie: owner.cookie });
    await makeStore(t.admin, { name: 'First', enabled: false });
    await makeStore(t.admin, { name: 'Second', enabled: true });
    await stores.waitFor(2);
    expect(stores.events.map((event) => event.data?.onCreateStore.name)).toEqual(['First', 'Second']);
    await stores.close();
  });
});
