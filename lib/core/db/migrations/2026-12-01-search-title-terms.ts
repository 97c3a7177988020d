import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { isPostgres } from './frozen-helpers';

/*
 * On PostgreSQL, the title's terms of each search document in a column of their own, under a GIN
 * index, so a search can order its matches title first without reading each match's whole
 * tsvector (kept out of line, compressed, several kilobytes an article): a common word matches
 * nearly every document. The title's terms are those of weight A in "terms"
 * (lib/core/search/indexer.ts), so the column is generated from it and needs nothing of the
 * indexer. SQLite's FTS5 keeps the title in a column of its own already.
 */
export const migration: Migration = {
  async up(db) {
    if (!isPostgres(db)) return;
    await sql`alter table search_document add column "titleTerms" tsvector generated always as (ts_filter("terms", '{a}')) stored`.execute(db);
    await sql`create index search_document_title_terms_idx on search_document using gin ("titleTerms")`.execute(db);
  },
};
