import { v7 } from 'uuid';

/**
 * A new row id: a version 7 UUID (RFC 9562, the `uuid` package), a millisecond timestamp and
 * then a counter, so the ids of this process increase in creation order and paging by id returns
 * new rows after old ones and never twice. Deliberately without a time argument: `v7({ msecs })`
 * draws a fresh random counter for each call, so two ids given the same millisecond come out in
 * either order; only the plain call keeps uuid's increasing state. A row's own time is its
 * createdAt column, which every listing compares before the id.
 */
export function uuidv7(): string {
  return v7();
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
