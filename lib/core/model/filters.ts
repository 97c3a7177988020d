import 'server-only';
import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '@/lib/core/db';
import { columnsOf, type EntityName, type FieldDef, type FieldType } from './entities';
import { validationError } from './errors';

/**
 * AppSync's filter and condition inputs: per field an object of operators, combined with
 * `and`, `or` and `not`. `toSql` evaluates them in the database; `matches` evaluates the same
 * rules (plus the subscription operators `in` and `notIn`) on one item in memory.
 */

export type Scalar = string | number | boolean;

export interface FieldOperators {
  eq?: Scalar | null;
  ne?: Scalar | null;
  le?: Scalar | null;
  lt?: Scalar | null;
  ge?: Scalar | null;
  gt?: Scalar | null;
  contains?: Scalar | null;
  notContains?: Scalar | null;
  between?: Scalar[] | null;
  beginsWith?: string | null;
  attributeExists?: boolean | null;
  attributeType?: string | null;
  size?: Omit<FieldOperators, 'size'> | null;
  in?: Scalar[] | null;
  notIn?: Scalar[] | null;
}

export interface Filter {
  and?: (Filter | null)[] | null;
  or?: (Filter | null)[] | null;
  not?: Filter | null;
  [field: string]: FieldOperators | (Filter | null)[] | Filter | null | undefined;
}

const ATTRIBUTE_TYPES: Record<FieldType, string> = {
  String: 'string',
  ID: 'string',
  Int: 'number',
  Float: 'number',
  Boolean: 'bool',
  StringList: 'list',
};

function isCombinator(key: string): key is 'and' | 'or' | 'not' {
  return key === 'and' || key === 'or' || key === 'not';
}

function columnDef(entity: EntityName, field: string): FieldDef {
  const def = columnsOf(entity)[field];
  if (!def) throw validationError(`Unknown field "${field}" in filter.`, field);
  return def;
}

// ---------------------------------------------------------------- SQL

type Bool = RawBuilder<unknown>;
const TRUE: Bool = sql`1 = 1`;
const FALSE: Bool = sql`1 = 0`;

function joinAll(parts: Bool[], glue: 'and' | 'or'): Bool {
  if (parts.length === 0) return glue === 'and' ? TRUE : FALSE;
  if (parts.length === 1) return parts[0] as Bool;
  return sql`(${sql.join(parts, sql.raw(` ${glue} `))})`;
}

function dbValue(def: FieldDef, value: Scalar): Scalar {
  if (def.type === 'Boolean') return value === true || value === 1 || value === 'true' ? 1 : 0;
  return value;
}

function containsSql(dialect: Dialect, column: Bool, needle: string): Bool {
  return dialect === 'postgres' ? sql`strpos(${column}, ${needle}) > 0` : sql`instr(${column}, ${needle}) > 0`;
}

function comparisons(column: Bool, ops: FieldOperators, convert: (value: Scalar) => Scalar): Bool[] {
  const parts: Bool[] = [];
  if (ops.eq !== undefined && ops.eq !== null) parts.push(sql`${column} = ${convert(ops.eq)}`);
  if (ops.ne !== undefined && ops.ne !== null) parts.push(sql`(${column} <> ${convert(ops.ne)} or ${column} is null)`);
  if (ops.lt !== undefined && ops.lt !== null) parts.push(sql`${column} < ${convert(ops.lt)}`);
  if (ops.le !== undefined && ops.le !== null) parts.push(sql`${column} <= ${convert(ops.le)}`);
  if (ops.gt !== undefined && ops.gt !== null) parts.push(sql`${column} > ${convert(ops.gt)}`);
  if (ops.ge !== undefined && ops.ge !== null) parts.push(sql`${column} >= ${convert(ops.ge)}`);
  if (ops.between) {
    const [low, high] = ops.between;
    if (ops.between.length !== 2 || low === undefined || high === undefined) {
      throw validationError('between takes exactly two values.');
    }
    parts.push(sql`(${column} >= ${convert(low)} and ${column} <= ${convert(high)})`);
  }
  return parts;
}

function fieldSql(dialect: Dialect, field: string, def: FieldDef, ops: FieldOperators): Bool {
  const column: Bool = sql.ref(field);
  const convert = (value: Scalar) => dbValue(def, value);
  const isList = def.type === 'StringList';
  // A list is stored as JSON text: an element is contained when its JSON form is.
  const needle = (value: Scalar) => (isList ? JSON.stringify(String(value)) : String(value));
  // Text compares by code point, as AppSync and `matches` do, whatever the database's collation.
  const ordered: Bool = dialect === 'postgres' && (def.type === 'String' || def.type === 'ID') ? sql`${column} collate "C"` : column;
  const parts = isList ? [] : comparisons(ordered, ops, convert);
  // As in DynamoDB, ordering a list against a string, or asking whether it begins with one, is false.
  if (isList && [ops.lt, ops.le, ops.gt, ops.ge, ops.between, ops.beginsWith].some((operand) => operand != null)) {
    parts.push(FALSE);
  }
  if (isList && (ops.eq != null || ops.ne != null)) {
    if (ops.eq != null) parts.push(sql`${column} = ${JSON.stringify(ops.eq)}`);
    if (ops.ne != null) parts.push(sql`(${column} <> ${JSON.stringify(ops.ne)} or ${column} is null)`);
  }
  if (ops.contains != null) parts.push(containsSql(dialect, column, needle(ops.contains)));
  if (ops.notContains != null) {
    parts.push(sql`(${column} is null or not (${containsSql(dialect, column, needle(ops.notContains))}))`);
  }
  if (ops.beginsWith != null && !isList) {
    parts.push(sql`substr(${column}, 1, length(cast(${ops.beginsWith} as text))) = ${ops.beginsWith}`);
  }
  if (ops.attributeExists != null) parts.push(ops.attributeExists ? sql`${column} is not null` : sql`${column} is null`);
  if (ops.attributeType != null) {
    if (ops.attributeType === '_null') parts.push(sql`${column} is null`);
    else parts.push(ops.attributeType === ATTRIBUTE_TYPES[def.type] ? sql`${column} is not null` : FALSE);
  }
  if (ops.size) {
    const length: Bool = isList
      ? dialect === 'postgres'
        ? sql`json_array_length(${column}::json)`
        : sql`json_array_length(${column})`
      : sql`length(${column})`;
    // A missing attribute has no size: every size comparison (ne included) is false for it.
    parts.push(sql`(${column} is not null and ${joinAll(comparisons(length, ops.size, (value) => Number(value)), 'and')})`);
  }
  if (ops.in || ops.notIn) throw validationError('in and notIn are only available in subscription filters.', field);
  return joinAll(parts, 'and');
}

export function toSql(dialect: Dialect, entity: EntityName, filter: Filter | null | undefined): Bool {
  if (!filter) return TRUE;
  const parts: Bool[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === null || value === undefined) continue;
    if (isCombinator(key)) {
      // SQL comparisons with NULL are unknown, and not(unknown) is unknown: count unknown as false first.
      if (key === 'not') parts.push(sql`not coalesce(${toSql(dialect, entity, value as Filter)}, ${FALSE})`);
      else {
        const children = (value as (Filter | null)[]).filter((child): child is Filter => child !== null);
        parts.push(joinAll(children.map((child) => toSql(dialect, entity, child)), key));
      }
      continue;
    }
    parts.push(fieldSql(dialect, key, columnDef(entity, key), value as FieldOperators));
  }
  return joinAll(parts, 'and');
}

// ---------------------------------------------------------------- in memory

function compare(a: Scalar, b: Scalar): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

function scalarMatches(value: unknown, ops: FieldOperators): boolean {
  const present = value !== null && value !== undefined;
  const v = value as Scalar;
  if (ops.attributeExists != null && ops.attributeExists !== present) return false;
  if (ops.attributeType != null) {
    const type = !present ? '_null' : Array.isArray(value) ? 'list' : typeof value === 'boolean' ? 'bool' : typeof value;
    if (type !== ops.attributeType) return false;
  }
  if (ops.eq != null && !(present && (Array.isArray(value) ? JSON.stringify(value) === JSON.stringify(ops.eq) : v === ops.eq))) {
    return false;
  }
  if (ops.ne != null && present && (Array.isArray(value) ? JSON.stringify(value) === JSON.stringify(ops.ne) : v === ops.ne)) {
    return false;
  }
  const ordered: [keyof FieldOperators, (order: number) => boolean][] = [
    ['lt', (order) => order < 0],
    ['le', (order) => order <= 0],
    ['gt', (order) => order > 0],
    ['ge', (order) => order >= 0],
  ];
  for (const [op, accept] of ordered) {
    const operand = ops[op] as Scalar | null | undefined;
    if (operand != null && !(present && !Array.isArray(value) && accept(compare(v, operand)))) return false;
  }
  if (ops.between) {
    const [low, high] = ops.between;
    if (low === undefined || high === undefined || !present || Array.isArray(value)) return false;
    if (compare(v, low) < 0 || compare(v, high) > 0) return false;
  }
  const contains = (needle: Scalar) =>
    Array.isArray(value) ? value.includes(needle) : present && String(v).includes(String(needle));
  if (ops.contains != null && !contains(ops.contains)) return false;
  if (ops.notContains != null && present && contains(ops.notContains)) return false;
  if (ops.beginsWith != null && !(present && !Array.isArray(value) && String(v).startsWith(ops.beginsWith))) return false;
  if (ops.in && !(present && ops.in.includes(v))) return false;
  if (ops.notIn && present && ops.notIn.includes(v)) return false;
  if (ops.size) {
    const size = Array.isArray(value) ? value.length : present ? [...String(v)].length : undefined;
    if (size === undefined || !scalarMatches(size, ops.size)) return false;
  }
  return true;
}

export function matches(entity: EntityName, filter: Filter | null | undefined, item: Record<string, unknown>): boolean {
  if (!filter) return true;
  for (const [key, value] of Object.entries(filter)) {
    if (value === null || value === undefined) continue;
    if (key === 'not') {
      if (matches(entity, value as Filter, item)) return false;
    } else if (key === 'and' || key === 'or') {
      const children = (value as (Filter | null)[]).filter((child): child is Filter => child !== null);
      const results = children.map((child) => matches(entity, child, item));
      if (key === 'and' ? results.includes(false) : !results.includes(true)) return false;
    } else {
      columnDef(entity, key);
      if (!scalarMatches(item[key], value as FieldOperators)) return false;
    }
  }
  return true;
}
