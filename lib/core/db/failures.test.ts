import { runInNewContext } from 'node:vm';
import SQLite from 'better-sqlite3';
import { isConnectionLoss, isDatabaseFailure } from './failures';

describe('isDatabaseFailure', () => {
  test('knows an error SQLite reported, also one made by another copy of better-sqlite3 (each Jest test file loads its own)', () => {
    const database = new SQLite(':memory:');
    let reported: unknown;
    try {
      database.prepare('select * from no_such_table').all();
    } catch (error) {
      reported = error;
    } finally {
      database.close();
    }
    expect(isDatabaseFailure(reported)).toBe(true);
    // The native addon keeps the first copy's class, made in the realm of the first test file that
    // loaded it, so neither `instanceof SqliteError` nor `instanceof Error` holds for the later ones.
    const fromAnotherRealm: unknown = runInNewContext("Object.assign(new Error('no such table: area'), { name: 'SqliteError', code: 'SQLITE_ERROR' })");
    expect(fromAnotherRealm instanceof Error).toBe(false);
    expect(isDatabaseFailure(fromAnotherRealm)).toBe(true);
    expect(isDatabaseFailure({ originalError: fromAnotherRealm })).toBe(true);
    // As seen in a full run: the name, no code, made by another copy's constructor.
    expect(isDatabaseFailure(Object.assign(new Error('no such table: area'), { name: 'SqliteError' }))).toBe(true);
    expect(isDatabaseFailure(new SyntaxError('Unexpected token'))).toBe(false);
  });

  test('knows a reset socket by its message when pg passed it on without its code', () => {
    expect(isConnectionLoss(new Error('read ECONNRESET'))).toBe(true);
    expect(isConnectionLoss({ originalError: new Error('write EPIPE') })).toBe(true);
    expect(isConnectionLoss(new Error('relation "area" does not exist: read ECONNRESET later'))).toBe(false);
  });
});
