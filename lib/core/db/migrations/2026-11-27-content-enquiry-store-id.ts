import type { ExpressionBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';
import { index } from './frozen-helpers';

/*
 * Who handles an enquiry follows its store, not the store's name (lib/core/enquiry/inbox.ts): a
 * renamed store keeps its enquiries, and a store that takes an old name gets none of them. Earlier
 * enquiries get the store whose name they were sent to, when exactly one store has that name
 * today; the others (a store since renamed, closed, or a name two stores share) are left to the
 * owners and editors, who see every enquiry.
 */
export const migration: Migration = {
  async up(db) {
    await db.schema.alterTable('enquiry').addColumn('storeId', 'text').execute();
    await index(db, 'enquiry', ['storeId', 'createdAt']);
    const named = (eb: ExpressionBuilder<any, any>) => eb.selectFrom('store').whereRef('store.name', '=', 'enquiry.destination'); // eslint-disable-line @typescript-eslint/no-explicit-any
    await db
      .updateTable('enquiry')
      .set((eb) => ({ storeId: named(eb).select('store.id') }))
      .where('destination', 'is not', null)
      .where((eb) => eb(named(eb).select((inner) => inner.fn.countAll().as('stores')), '=', 1))
      .execute();
  },
};
