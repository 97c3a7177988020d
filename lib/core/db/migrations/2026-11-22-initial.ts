import type { Migration } from 'kysely/migration';
import { createTable, float, index, int, text } from './frozen-helpers';

/** The content of the site (areas, stores, articles and their blocks, campaigns, reviews, trainers, FAQ), admin accounts and sign-in attempts. */
export const migration: Migration = {
  async up(db) {
    await createTable(db, 'area', [text('en', 'not null'), text('jp', 'not null')]);
    await index(db, 'area', ['en'], true);

    await createTable(db, 'store', [
      text('name', 'not null'),
      text('area', 'not null'),
      text('postCode'),
      text('address'),
      text('addressOther'),
      text('access'),
      text('phone'),
      text('googleMap'),
      text('embedUrl'),
      text('instagram'),
      text('line'),
      text('businessHours'),
      text('holidays'),
      int('premiumValue'),
      text('openDate'),
      text('thumbImage'),
      text('images'),
      text('rentalAllSet'),
      text('rentalTopBottomSet'),
      text('rentalTopOrBottom'),
      text('rentalShoes'),
      text('rentalSocks'),
      text('rentalShaker'),
      int('enabled', 'not null'),
      text('link', 'not null'),
      text('googleLocationId'),
    ]);
    await index(db, 'store', ['link'], true);
    await index(db, 'store', ['area']);

    await createTable(db, 'category', [text('name', 'not null'), text('slug', 'not null'), text('mainCategory', 'not null')]);
    await index(db, 'category', ['slug'], true);
    await index(db, 'category', ['mainCategory']);

    await createTable(db, 'news', [
      text('categorySlug'),
      text('categoryName'),
      text('categoryId', 'not null'),
      text('createdDate', 'not null'),
      text('title', 'not null'),
      text('route', 'not null'),
      text('template'),
    ]);
    await index(db, 'news', ['route'], true);
    await index(db, 'news', ['categoryId']);
    await index(db, 'news', ['categorySlug']);
    await index(db, 'news', ['createdDate']);

    await createTable(db, 'news_content', [
      text('newsId', 'not null'),
      text('tag', 'not null'),
      text('text'),
      text('class'),
      text('src'),
      text('alt'),
      text('href'),
      float('order', 'not null'),
      int('width'),
      text('ratio'),
    ]);
    await index(db, 'news_content', ['newsId']);

    await createTable(db, 'campaign', [
      text('storeName'),
      text('storeLink'),
      text('date', 'not null'),
      int('value'),
      text('storeId', 'not null'),
      text('newsId'),
      text('campaignOverDate'),
    ]);
    await index(db, 'campaign', ['storeId']);
    await index(db, 'campaign', ['newsId']);
    await index(db, 'campaign', ['date']);

    await createTable(db, 'review', [
      text('storeId', 'not null'),
      text('title'),
      text('age'),
      text('initial'),
      text('badge'),
      text('comment'),
      text('image'),
    ]);
    await index(db, 'review', ['storeId']);

    await createTable(db, 'trainer', [
      text('storeId', 'not null'),
      text('name', 'not null'),
      text('image'),
      text('comment'),
      text('trainerExp'),
    ]);
    await index(db, 'trainer', ['storeId']);

    await createTable(db, 'question', [text('question', 'not null'), text('answer', 'not null'), text('storeId')]);
    await index(db, 'question', ['storeId']);

    await createTable(db, 'admin_user', [
      text('email', 'not null'),
      text('name'),
      text('passwordHash', 'not null'),
      int('disabled', 'not null'),
      int('tokenVersion', 'not null'),
    ]);
    await index(db, 'admin_user', ['email'], true);

    await db.schema
      .createTable('login_attempt')
      .addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('ip', 'text', (col) => col.notNull())
      .addColumn('succeeded', 'integer', (col) => col.notNull())
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'login_attempt', ['email', 'createdAt']);
    await index(db, 'login_attempt', ['ip', 'createdAt']);
  },
};
