import type { Migration } from 'kysely/migration';

/*
 * A page's own search title, description and share image: on stores and articles (null: the page
 * keeps the values it derives), and for the fixed pages of the route table in page_seo, one row
 * per page path that has one set. Written out here, not with today's helpers, so a fresh database
 * always gets exactly these columns.
 */
export const migration: Migration = {
  async up(db) {
    for (const table of ['store', 'news']) {
      for (const column of ['seoTitle', 'seoDescription', 'seoImage']) {
        await db.schema.alterTable(table).addColumn(column, 'text').execute();
      }
    }
    await db.schema
      .createTable('page_seo')
      .addColumn('path', 'text', (col) => col.primaryKey().notNull())
      .addColumn('seoTitle', 'text')
      .addColumn('seoDescription', 'text')
      .addColumn('seoImage', 'text')
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .addColumn('updatedAt', 'text', (col) => col.notNull())
      .execute();
  },
};
