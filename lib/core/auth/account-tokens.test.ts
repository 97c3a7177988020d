import { engines, useTestDb } from '@/lib/test/engines';
import { claimToken, findLiveToken, issueToken } from './account-tokens';
import { createAdminUser } from './users';

const HOUR = 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines())('single-use account tokens on $name', (engine) => {
  const t = useTestDb(engine);

  async function issued(now: Date) {
    const user = await createAdminUser(t.db, { email: 'staff@example.com', password: 'correct horse battery' });
    const { id, token } = await issueToken(t.db, user.id, 'password-reset', HOUR, now);
    const found = await findLiveToken(t.db, token, 'password-reset', now);
    if (!found) throw new Error('the token just issued is not live');
    return { user, id, found };
  }
  const usedAt = async (id: string) => (await t.db.kysely.selectFrom('account_token').select('usedAt').where('id', '=', id).executeTakeFirstOrThrow()).usedAt;

  test('a token used twice at the same moment works once', async () => {
    const now = new Date();
    const { user, id, found } = await issued(now);
    const uses: string[] = [];
    const use = async (_trx: unknown, account: { id: string }) => {
      await sleep(50);
      uses.push(account.id);
      return account.id;
    };
    const outcomes = await Promise.all([claimToken(t.db, found, now, use), claimToken(t.db, found, now, use)]);
    expect(outcomes.filter((outcome) => outcome !== null)).toEqual([user.id]);
    expect(uses).toEqual([user.id]);
    expect(await usedAt(id)).toBe(now.toISOString());
    expect(await claimToken(t.db, found, now, use)).toBeNull();
  });

  test('an expired token is refused and stays unused', async () => {
    const now = new Date();
    const { id, found } = await issued(now);
    const use = jest.fn(async () => 'used');
    expect(await claimToken(t.db, found, new Date(now.getTime() + HOUR), use)).toBeNull();
    expect(use).not.toHaveBeenCalled();
    expect(await usedAt(id)).toBeNull();
    expect(await claimToken(t.db, found, new Date(now.getTime() + HOUR - 1), use)).toBe('used');
  });

  test('a disabled account gets nothing from its token', async () => {
    const now = new Date();
    const { user, found } = await issued(now);
    await t.db.kysely.updateTable('admin_user').set({ disabled: 1 }).where('id', '=', user.id).execute();
    const use = jest.fn(async () => 'used');
    expect(await claimToken(t.db, found, now, use)).toBeNull();
    expect(use).not.toHaveBeenCalled();
  });

  test('the claim and the change commit together: a change that fails leaves the token unused', async () => {
    const now = new Date();
    const { user, id, found } = await issued(now);
    const failing = async (trx: Parameters<Parameters<typeof claimToken>[3]>[0]) => {
      await trx.updateTable('admin_user').set({ name: 'changed' }).where('id', '=', user.id).execute();
      throw new Error('the change failed');
    };
    await expect(claimToken(t.db, found, now, failing)).rejects.toThrow('the change failed');
    expect(await usedAt(id)).toBeNull();
    const row = await t.db.kysely.selectFrom('admin_user').select('name').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.name).toBeNull();
  });
});
