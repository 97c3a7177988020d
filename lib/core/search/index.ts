/*
 * The site search (docs/search.md): what other modules may use of lib/core/search. The text
 * functions (text.ts) run in the browser too and are imported from there directly.
 */
export { SEARCH_KINDS, type SearchKind } from './documents';
export { type ContentChange, updateSearchIndex } from './indexer';
export { EXCERPT_LENGTH, MAX_COUNTED, MAX_SEARCH_LIMIT, type SearchArgs, type SearchHit, type SearchResults, searchSite, searchWords, type Span } from './query';
export { MAX_QUERY_LENGTH } from './limits';
export { ensureSearchIndex, rebuildSearchIndex, SEARCH_INDEX_VERSION } from './rebuild';
