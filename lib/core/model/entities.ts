/**
 * The nine content entities of the spec (section 3), described once. The GraphQL schema
 * (graphql/sdl.ts), the filters (filters.ts), the uniqueness checks (repository.ts) and the
 * TypeScript types of items and rows (also lib/core/db/schema.ts) are derived from this description.
 * Two things are written by hand beside it: the tables, in frozen migrations (lib/core/db/migrations.ts,
 * whose test checks each table has exactly these columns, types, nullability and unique indexes),
 * and the validation rules, one zod schema per entity in validation.ts.
 */

export type FieldType = 'String' | 'Int' | 'Float' | 'Boolean' | 'StringList' | 'ID';

/** AppSync's scalar for a String field whose values have that format; stored and filtered as text. */
export type FieldFormat = 'AWSDate' | 'AWSDateTime';

export interface FieldDef {
  readonly type: FieldType;
  readonly format?: FieldFormat;
  readonly required?: boolean;
  /** A unique index in the database; a duplicate is reported as a validation error. */
  readonly unique?: boolean;
  /** The value a create that leaves the field out gets; such a field is optional in the create input. */
  readonly default?: string | boolean;
}

export interface EntityDef {
  readonly table: string;
  readonly fields: Readonly<Record<string, FieldDef>>;
}

const S = { type: 'String' } as const;
const SR = { type: 'String', required: true } as const;
const LIST = { type: 'StringList' } as const;
const DATE = { type: 'String', format: 'AWSDate' } as const;
/**
 * Publication (publication.ts): DRAFT or PUBLISHED, and the instant it goes public (null: at
 * once). An API client that knows nothing of drafts publishes at once, as before they existed.
 */
const STATUS = { type: 'String', required: true, default: 'PUBLISHED' } as const;
const PUBLISH_AT = { type: 'String', format: 'AWSDateTime' } as const;
/** The page's own search title, description and share image; null: derived (lib/site/seo/snippet.ts). */
const SEO = { seoTitle: S, seoDescription: S, seoImage: S } as const;

export const entities = {
  Store: {
    table: 'store',
    fields: {
      name: SR,
      area: { type: 'String', required: true },
      postCode: S,
      address: S,
      addressOther: S,
      access: S,
      phone: S,
      googleMap: S,
      embedUrl: S,
      instagram: S,
      line: S,
      businessHours: LIST,
      holidays: S,
      premiumValue: { type: 'Int' },
      openDate: DATE,
      thumbImage: S,
      images: LIST,
      rentalAllSet: S,
      rentalTopBottomSet: S,
      rentalTopOrBottom: S,
      rentalShoes: S,
      rentalSocks: S,
      rentalShaker: S,
      enabled: { type: 'Boolean', required: true, default: true },
      link: { type: 'String', required: true, unique: true },
      googleLocationId: S,
      /** Where the store is (WGS 84 degrees), for the store finder's 近くの店舗; both or neither. */
      latitude: { type: 'Float' },
      longitude: { type: 'Float' },
      ...SEO,
    },
  },
  Area: {
    table: 'area',
    fields: {
      en: { type: 'String', required: true, unique: true },
      jp: SR,
    },
  },
  Category: {
    table: 'category',
    fields: {
      name: SR,
      slug: { type: 'String', required: true, unique: true },
      mainCategory: { type: 'String', required: true },
    },
  },
  News: {
    table: 'news',
    fields: {
      categorySlug: { type: 'String' },
      categoryName: S,
      categoryId: { type: 'ID', required: true },
      createdDate: { type: 'String', format: 'AWSDate', required: true },
      title: SR,
      route: { type: 'String', required: true, unique: true },
      template: S,
      status: STATUS,
      publishAt: PUBLISH_AT,
      ...SEO,
    },
  },
  NewsContent: {
    table: 'news_content',
    fields: {
      newsId: { type: 'ID', required: true },
      tag: SR,
      text: S,
      class: LIST,
      src: S,
      alt: S,
      href: S,
      order: { type: 'Float', required: true },
      width: { type: 'Int' },
      ratio: S,
    },
  },
  Campaign: {
    table: 'campaign',
    fields: {
      storeName: S,
      storeLink: S,
      date: { type: 'String', format: 'AWSDate', required: true },
      value: { type: 'Int' },
      storeId: { type: 'ID', required: true },
      newsId: { type: 'ID' },
      campaignOverDate: DATE,
      status: STATUS,
      publishAt: PUBLISH_AT,
    },
  },
  Review: {
    table: 'review',
    fields: {
      storeId: { type: 'ID', required: true },
      title: S,
      age: S,
      initial: S,
      badge: S,
      comment: S,
      image: S,
    },
  },
  Trainer: {
    table: 'trainer',
    fields: {
      storeId: { type: 'ID', required: true },
      name: SR,
      image: S,
      comment: S,
      trainerExp: S,
    },
  },
  Question: {
    table: 'question',
    fields: {
      question: SR,
      answer: SR,
      storeId: { type: 'ID' },
    },
  },
} as const satisfies Record<string, EntityDef>;

export type EntityName = keyof typeof entities;
export const entityNames = Object.keys(entities) as EntityName[];

type Fields<N extends EntityName> = (typeof entities)[N]['fields'];

type TsOf<T extends FieldType> = T extends 'String' | 'ID'
  ? string
  : T extends 'Int' | 'Float'
    ? number
    : T extends 'Boolean'
      ? boolean
      : string[];

type DbOf<T extends FieldType> = T extends 'String' | 'ID' | 'StringList' ? string : number;

interface SystemFields {
  id: string;
  createdAt: string;
  updatedAt: string;
}

type TsField<D> = D extends { type: infer T extends FieldType }
  ? D extends { required: true }
    ? TsOf<T>
    : TsOf<T> | null
  : never;

type DbField<D> = D extends { type: infer T extends FieldType }
  ? D extends { required: true }
    ? DbOf<T>
    : DbOf<T> | null
  : never;

/** An entity as the API returns it. */
export type Item<N extends EntityName> = SystemFields & { -readonly [K in keyof Fields<N>]: TsField<Fields<N>[K]> };

/** An entity as it is stored (booleans as 0/1, lists as JSON text): the same on both engines. */
export type Row<N extends EntityName> = SystemFields & { -readonly [K in keyof Fields<N>]: DbField<Fields<N>[K]> };

export function fieldsOf(name: EntityName): Record<string, FieldDef> {
  return entities[name].fields as Record<string, FieldDef>;
}

/** The values a create gets for the fields it leaves out. */
export function defaultsOf(name: EntityName): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fieldsOf(name)).flatMap(([field, def]) => (def.default === undefined ? [] : [[field, def.default]])));
}

/** Every column of an entity, system columns included, with its type. */
export function columnsOf(name: EntityName): Record<string, FieldDef> {
  return {
    id: { type: 'ID', required: true },
    ...fieldsOf(name),
    createdAt: { type: 'String', format: 'AWSDateTime', required: true },
    updatedAt: { type: 'String', format: 'AWSDateTime', required: true },
  };
}

export function rowToItem<N extends EntityName>(name: N, row: Record<string, unknown>): Item<N> {
  const item: Record<string, unknown> = { ...row };
  for (const [field, def] of Object.entries(fieldsOf(name))) {
    const value = row[field];
    // AWSDate has no empty value: an empty optional date, which the API once accepted, reads as none.
    if (value === null || value === undefined || (value === '' && def.format)) {
      item[field] = null;
    } else if (def.type === 'Boolean') {
      item[field] = Number(value) === 1;
    } else if (def.type === 'StringList') {
      item[field] = JSON.parse(String(value)) as string[];
    } else if (def.type === 'Int' || def.type === 'Float') {
      item[field] = Number(value);
    }
  }
  return item as Item<N>;
}

export function itemToRow(name: EntityName, item: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  const columns = columnsOf(name);
  for (const [field, value] of Object.entries(item)) {
    const def = columns[field];
    if (!def) continue;
    if (value === null || value === undefined) row[field] = null;
    else if (def.type === 'Boolean') row[field] = value ? 1 : 0;
    else if (def.type === 'StringList') row[field] = JSON.stringify(value);
    else row[field] = value;
  }
  return row;
}

/** The plural of an entity's name in the API's operation names (listStores, listCategories, listNews). */
export function plural(entity: EntityName): string {
  if (entity === 'News') return 'News';
  if (entity.endsWith('y')) return `${entity.slice(0, -1)}ies`;
  return `${entity}s`;
}
