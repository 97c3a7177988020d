import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type Db, openMigratedDb } from '@/lib/core/db';
import { engines } from '@/lib/test/engines';
import { anonymizeExpiredEnquiries, eraseEnquiry, type ErasureMode } from './erase';
import { insertEnquiry } from './test-enquiries';

/*
 * An erased enquiry must be gone from the disk, not only from the rows: whoever reads the
 * database's files (a copied disk, a careless backup of the data folder) finds none of it.
 */

const owner = { actor: { id: 'owner-id', email: 'owner@oz-gym.example', name: 'owner', ip: '192.0.2.1' }, access: { role: 'owner' as const, storeIds: [] } };

/** A visitor's values no other row holds, so that any copy of them on disk is theirs. */
function visitor() {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { name: `消去${tag} 花子`, email: `erase-${tag}@example.com`, phone: `090-${tag.slice(-8)}`, message: `体験希望 secret-message-${tag} です` };
}

/** How many times any of the visitor's values occurs in the raw bytes of the SQLite file and its WAL. */
function occurrencesOnDisk(file: string, values: Record<string, string>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const part of [file, `${file}-wal`]) {
    if (!existsSync(part)) continue;
    const bytes = readFileSync(part);
    for (const [field, value] of Object.entries(values)) {
      const needle = Buffer.from(value, 'utf8');
      for (let at = bytes.indexOf(needle); at >= 0; at = bytes.indexOf(needle, at + 1)) counts[`${path.basename(part)}:${field}`] = (counts[`${path.basename(part)}:${field}`] ?? 0) + 1;
    }
  }
  return counts;
}

describe('an erased enquiry on SQLite leaves no copy in the database file or its WAL', () => {
  let dir: string;
  let file: string;
  let db: Db;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'oz-erase-disk-'));
    file = path.join(dir, 'oz.sqlite');
    db = await openMigratedDb({ dialect: 'sqlite', file });
  });

  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test.each(['anonymize', 'delete'] as const)('after %s, neither the database file nor the WAL holds the name, e-mail, phone or message', async (mode: ErasureMode) => {
    // Neighbours stay, so the erased row shares its pages with live ones, as on a real site.
    for (let index = 0; index < 3; index += 1) await insertEnquiry(db, visitor(), ['sent', 'sent']);
    const erased = visitor();
    const id = await insertEnquiry(db, erased, ['sent', 'pending']);
    for (let index = 0; index < 3; index += 1) await insertEnquiry(db, visitor(), ['sent', 'sent']);
    expect(Object.keys(occurrencesOnDisk(file, erased)).length).toBeGreaterThan(0);

    await eraseEnquiry(db, id, mode, owner);

    expect(occurrencesOnDisk(file, erased)).toEqual({});
  });

  test('after a retention run, neither the database file nor the WAL holds the expired enquiries', async () => {
    const expired = [visitor(), visitor()];
    for (const values of expired) await insertEnquiry(db, { ...values, createdAt: '2020-01-01T00:00:00.000Z' }, ['sent', 'sent']);
    const kept = visitor();
    await insertEnquiry(db, { ...kept, createdAt: '2030-03-31T00:00:00.000Z' }, ['sent', 'sent']);

    expect(await anonymizeExpiredEnquiries(db, new Date('2030-04-01T00:00:00.000Z'), 1095)).toEqual({ anonymized: 2, skipped: 0 });

    for (const values of expired) expect(occurrencesOnDisk(file, values)).toEqual({});
    expect(occurrencesOnDisk(file, { email: kept.email })).not.toEqual({});
  });
});

const postgres = engines().filter((engine) => engine.name === 'postgres');

if (postgres.length > 0) {
  describe.each(postgres)('an erased enquiry on $name', (engine) => {
    /** When PostgreSQL last vacuumed each of these tables of the test's schema by hand (VACUUM), or null. */
    async function lastVacuums(db: Db): Promise<Record<string, string | null>> {
      const { rows } = await sql<{ relname: string; last_vacuum: Date | null }>`
        select relname, last_vacuum from pg_stat_user_tables
        where schemaname = current_schema() and relname in ('enquiry', 'mail_outbox', 'audit_log')`.execute(db.kysely);
      return Object.fromEntries(rows.map((row) => [row.relname, row.last_vacuum?.toISOString() ?? null]));
    }

    test.each(['anonymize', 'delete'] as const)('after %s, the old versions of its rows are vacuumed away', async (mode: ErasureMode) => {
      const opened = await engine.open();
      try {
        const id = await insertEnquiry(opened.db, visitor(), ['sent', 'sent']);
        expect(await lastVacuums(opened.db)).toEqual({ enquiry: null, mail_outbox: null, audit_log: null });
        const started = Date.now();
        await eraseEnquiry(opened.db, id, mode, owner);
        const vacuums = await lastVacuums(opened.db);
        for (const table of ['enquiry', 'mail_outbox', 'audit_log']) expect(Date.parse(vacuums[table] ?? '')).toBeGreaterThanOrEqual(started - 1000);
      } finally {
        await opened.dispose();
      }
    });

    test('after a retention run that anonymised something, the tables are vacuumed; after one that did nothing, they are not', async () => {
      const opened = await engine.open();
      try {
        const now = new Date('2030-04-01T00:00:00.000Z');
        expect(await anonymizeExpiredEnquiries(opened.db, now, 1095)).toEqual({ anonymized: 0, skipped: 0 });
        expect((await lastVacuums(opened.db)).enquiry).toBeNull();
        await insertEnquiry(opened.db, { ...visitor(), createdAt: '2020-01-01T00:00:00.000Z' }, ['sent', 'sent']);
        expect(await anonymizeExpiredEnquiries(opened.db, now, 1095)).toEqual({ anonymized: 1, skipped: 0 });
        expect((await lastVacuums(opened.db)).enquiry).not.toBeNull();
      } finally {
        await opened.dispose();
      }
    });
  });
}
