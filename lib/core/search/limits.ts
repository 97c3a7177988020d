/** A query longer than this is cut (the search boxes take no more): no one types more, and every word costs a lookup. */
export const MAX_QUERY_LENGTH = 200;
