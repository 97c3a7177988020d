import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews } from '@/lib/test/fixtures';
import type { EntityName } from './entities';
import { type Filter, matches, toSql } from './filters';
import { createItem, listItems, type ModelContext } from './repository';

/*
 * Every filter operator, evaluated twice: in SQL (listItems) and in memory (matches, used for
 * subscription filters and create conditions). Both must give AppSync's answer, on both engines.
 */

const id = (suffix: string) => `01900000-0000-7000-8000-0000000000${suffix}`;

const STORES = [
  {
    id: id('0a'),
    link: 'alpha',
    name: 'Alpha Gym',
    premiumValue: 10000,
    enabled: true,
    holidays: null,
    businessHours: ['10:00-22:00', 'Sat 9:00'],
  },
  { id: id('0b'), link: 'beta', name: 'beta gym', premiumValue: 5000, enabled: false, holidays: '月曜', businessHours: [] },
  { id: id('0c'), link: 'gamma', name: 'Gamma', premiumValue: null, enabled: true, holidays: 'なし', businessHours: ['24h'] },
  { id: id('0d'), link: 'delta', name: 'Delta 渋谷', premiumValue: 0, enabled: true, holidays: '火曜日', businessHours: null },
];

const CONTENTS = [
  { text: 'one', order: 1 },
  { text: 'two-and-a-half', order: 2.5 },
  { text: 'minus-one', order: -1 },
  { text: 'ten', order: 10 },
];

type Case = [description: string, filter: Filter, expected: string[]];

const storeCases: Case[] = [
  // String
  ['String eq', { name: { eq: 'Gamma' } }, ['gamma']],
  ['String eq is case-sensitive', { name: { eq: 'gamma' } }, []],
  ['String ne', { name: { ne: 'Gamma' } }, ['alpha', 'beta', 'delta']],
  ['String lt (code-unit order: upper case before lower case)', { name: { lt: 'Gamma' } }, ['alpha', 'delta']],
  ['String le', { name: { le: 'Gamma' } }, ['alpha', 'delta', 'gamma']],
  ['String gt', { name: { gt: 'Gamma' } }, ['beta']],
  ['String ge', { name: { ge: 'Gamma' } }, ['beta', 'gamma']],
  ['String between', { name: { between: ['B', 'b'] } }, ['delta', 'gamma']],
  ['String contains', { name: { contains: 'gym' } }, ['beta']],
  ['String contains is case-sensitive', { name: { contains: 'Gym' } }, ['alpha']],
  ['String contains (multibyte)', { name: { contains: '渋谷' } }, ['delta']],
  ['String notContains', { name: { notContains: 'gym' } }, ['alpha', 'delta', 'gamma']],
  ['String beginsWith', { name: { beginsWith: 'Alpha' } }, ['alpha']],
  ['String beginsWith is case-sensitive', { name: { beginsWith: 'alpha' } }, []],
  ['String beginsWith (multibyte)', { name: { beginsWith: 'Delta 渋' } }, ['delta']],
  ['String attributeExists true', { holidays: { attributeExists: true } }, ['beta', 'delta', 'gamma']],
  ['String attributeExists false', { holidays: { attributeExists: false } }, ['alpha']],
  ['String attributeType string', { holidays: { attributeType: 'string' } }, ['beta', 'delta', 'gamma']],
  ['String attributeType _null', { holidays: { attributeType: '_null' } }, ['alpha']],
  ['String attributeType of another type', { holidays: { attributeType: 'number' } }, []],
  ['String size eq', { name: { size: { eq: 5 } } }, ['gamma']],
  ['String size counts characters, not bytes', { name: { size: { between: [8, 8] } } }, ['beta', 'delta']],
  ['String size ne skips a missing attribute', { holidays: { size: { ne: 2 } } }, ['delta']],
  // Int
  ['Int eq', { premiumValue: { eq: 5000 } }, ['beta']],
  ['Int ne (a missing value is not equal)', { premiumValue: { ne: 5000 } }, ['alpha', 'delta', 'gamma']],
  ['Int lt', { premiumValue: { lt: 5000 } }, ['delta']],
  ['Int le', { premiumValue: { le: 5000 } }, ['beta', 'delta']],
  ['Int gt', { premiumValue: { gt: 0 } }, ['alpha', 'beta']],
  ['Int ge', { premiumValue: { ge: 0 } }, ['alpha', 'beta', 'delta']],
  ['Int between', { premiumValue: { between: [1, 10000] } }, ['alpha', 'beta']],
  ['Int attributeExists false', { premiumValue: { attributeExists: false } }, ['gamma']],
  ['Int attributeType number', { premiumValue: { attributeType: 'number' } }, ['alpha', 'beta', 'delta']],
  // Boolean
  ['Boolean eq true', { enabled: { eq: true } }, ['alpha', 'delta', 'gamma']],
  ['Boolean eq false', { enabled: { eq: false } }, ['beta']],
  ['Boolean ne', { enabled: { ne: true } }, ['beta']],
  ['Boolean attributeExists', { enabled: { attributeExists: true } }, ['alpha', 'beta', 'delta', 'gamma']],
  ['Boolean attributeType bool', { enabled: { attributeType: 'bool' } }, ['alpha', 'beta', 'delta', 'gamma']],
  // ID
  ['ID eq', { id: { eq: id('0c') } }, ['gamma']],
  ['ID ne', { id: { ne: id('0c') } }, ['alpha', 'beta', 'delta']],
  ['ID lt', { id: { lt: id('0c') } }, ['alpha', 'beta']],
  ['ID le', { id: { le: id('0c') } }, ['alpha', 'beta', 'gamma']],
  ['ID gt', { id: { gt: id('0c') } }, ['delta']],
  ['ID ge', { id: { ge: id('0c') } }, ['delta', 'gamma']],
  ['ID between', { id: { between: [id('0b'), id('0c')] } }, ['beta', 'gamma']],
  ['ID beginsWith', { id: { beginsWith: '01900000-' } }, ['alpha', 'beta', 'delta', 'gamma']],
  ['ID contains', { id: { contains: '00000d' } }, ['delta']],
  ['ID notContains', { id: { notContains: '00000d' } }, ['alpha', 'beta', 'gamma']],
  ['ID size', { id: { size: { eq: 36 } } }, ['alpha', 'beta', 'delta', 'gamma']],
  // String list
  ['List contains an element', { businessHours: { contains: '24h' } }, ['gamma']],
  ['List contains matches whole elements only', { businessHours: { contains: '24' } }, []],
  ['List contains is case-sensitive', { businessHours: { contains: 'sat 9:00' } }, []],
  ['List contains (second element)', { businessHours: { contains: 'Sat 9:00' } }, ['alpha']],
  ['List notContains (a missing list contains nothing)', { businessHours: { notContains: '24h' } }, ['alpha', 'beta', 'delta']],
  ['List size eq 0', { businessHours: { size: { eq: 0 } } }, ['beta']],
  ['List size ge', { businessHours: { size: { ge: 1 } } }, ['alpha', 'gamma']],
  ['List size ne skips a missing list', { businessHours: { size: { ne: 1 } } }, ['alpha', 'beta']],
  ['List attributeExists', { businessHours: { attributeExists: true } }, ['alpha', 'beta', 'gamma']],
  ['List attributeType list', { businessHours: { attributeType: 'list' } }, ['alpha', 'beta', 'gamma']],
  ['List attributeType string', { businessHours: { attributeType: 'string' } }, []],
  ['List beginsWith (a list is not a string)', { businessHours: { beginsWith: '24' } }, []],
  ['List lt (a list is not a string)', { businessHours: { lt: 'zzz' } }, []],
  ['List ne', { businessHours: { ne: '24h' } }, ['alpha', 'beta', 'delta', 'gamma']],
  // and / or / not
  ['fields side by side are and-ed', { enabled: { eq: true }, premiumValue: { attributeExists: true } }, ['alpha', 'delta']],
  ['and', { and: [{ premiumValue: { gt: 0 } }, { enabled: { eq: true } }] }, ['alpha']],
  ['or', { or: [{ name: { beginsWith: 'Alpha' } }, { premiumValue: { eq: 0 } }] }, ['alpha', 'delta']],
  ['not', { not: { enabled: { eq: true } } }, ['beta']],
  ['not of a comparison with a missing value', { not: { premiumValue: { gt: 1000 } } }, ['delta', 'gamma']],
  ['not of contains with a missing value', { not: { holidays: { contains: '曜' } } }, ['alpha', 'gamma']],
  [
    'nested and / or / not',
    { or: [{ and: [{ enabled: { eq: true } }, { not: { name: { contains: 'a' } } }] }, { premiumValue: { between: [4000, 6000] } }] },
    ['beta'],
  ],
  ['empty and matches everything', { and: [] }, ['alpha', 'beta', 'delta', 'gamma']],
  ['empty or matches nothing', { or: [] }, []],
];

const contentCases: Case[] = [
  ['Float eq', { order: { eq: 2.5 } }, ['two-and-a-half']],
  ['Float ne', { order: { ne: 2.5 } }, ['minus-one', 'one', 'ten']],
  ['Float lt', { order: { lt: 2.5 } }, ['minus-one', 'one']],
  ['Float le', { order: { le: 2.5 } }, ['minus-one', 'one', 'two-and-a-half']],
  ['Float gt', { order: { gt: 1 } }, ['ten', 'two-and-a-half']],
  ['Float ge', { order: { ge: 1 } }, ['one', 'ten', 'two-and-a-half']],
  ['Float between', { order: { between: [0, 3] } }, ['one', 'two-and-a-half']],
  ['Float attributeExists', { order: { attributeExists: false } }, []],
  ['Float attributeType number', { order: { attributeType: 'number' } }, ['minus-one', 'one', 'ten', 'two-and-a-half']],
];

async function all(ctx: ModelContext, entity: EntityName, filter?: Filter): Promise<Record<string, unknown>[]> {
  const page = await listItems(ctx, entity, { filter, limit: 2000 });
  return page.items as unknown as Record<string, unknown>[];
}

async function viaSql(ctx: ModelContext, entity: EntityName, filter: Filter, key: string): Promise<string[]> {
  return (await all(ctx, entity, filter)).map((item) => String(item[key])).sort();
}

async function viaMemory(ctx: ModelContext, entity: EntityName, filter: Filter, key: string): Promise<string[]> {
  return (await all(ctx, entity))
    .filter((item) => matches(entity, filter, item))
    .map((item) => String(item[key]))
    .sort();
}

describe.each(engines())('filters on $name', (engine) => {
  const t = useTestDb(engine, { emptyBeforeEach: false });

  beforeAll(async () => {
    await makeArea(t.admin);
    for (const store of STORES) await createItem(t.admin, 'Store', { area: 'Shibuya', ...store });
    const category = await makeCategory(t.admin);
    const news = await makeNews(t.admin, category.id);
    for (const content of CONTENTS) await createItem(t.admin, 'NewsContent', { newsId: news.id, tag: 'p', ...content });
  });

  test.each(storeCases)('Store: %s', async (_, filter, expected) => {
    expect(await viaSql(t.admin, 'Store', filter, 'link')).toEqual(expected);
    expect(await viaMemory(t.admin, 'Store', filter, 'link')).toEqual(expected);
  });

  test.each(contentCases)('NewsContent: %s', async (_, filter, expected) => {
    expect(await viaSql(t.admin, 'NewsContent', filter, 'text')).toEqual(expected);
    expect(await viaMemory(t.admin, 'NewsContent', filter, 'text')).toEqual(expected);
  });

  test('an unknown field is a clear error, in SQL and in memory', async () => {
    await expect(listItems(t.admin, 'Store', { filter: { colour: { eq: 'red' } } })).rejects.toThrow('Unknown field "colour" in filter.');
    expect(() => matches('Store', { colour: { eq: 'red' } }, {})).toThrow('Unknown field "colour" in filter.');
  });

  test('between needs exactly two values', async () => {
    await expect(listItems(t.admin, 'Store', { filter: { premiumValue: { between: [1] } } })).rejects.toThrow(
      'between takes exactly two values.',
    );
  });
});

describe('subscription-only operators', () => {
  const item = { id: id('0a'), name: 'Alpha Gym', premiumValue: 100, enabled: true };

  test('in and notIn are evaluated in memory', () => {
    expect(matches('Store', { name: { in: ['Alpha Gym', 'Beta'] } }, item)).toBe(true);
    expect(matches('Store', { name: { in: ['Beta'] } }, item)).toBe(false);
    expect(matches('Store', { premiumValue: { notIn: [100] } }, item)).toBe(false);
    expect(matches('Store', { premiumValue: { notIn: [5] } }, item)).toBe(true);
  });

  test('in and notIn are refused in a database filter', () => {
    expect(() => toSql('sqlite', 'Store', { name: { in: ['x'] } })).toThrow('only available in subscription filters');
  });
});
