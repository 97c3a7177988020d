/*
 * The one data path of the content: every page and the API read and write the entities through
 * these functions. Authorization is checked inside each write (access.ts), what a reader may not
 * see is kept out in SQL (visibility.ts), and each write runs in a transaction whose live events
 * and cache tags go out after the commit (transactions.ts), with its cascades (cascades.ts).
 * Import from here, never from the files beside it.
 */
export { requireAdmin, requireAllContent, requireOwner } from './access';
export type { ModelContext, Viewer } from './context';
export {
  type Connection,
  DEFAULT_LIMIT,
  DEFAULT_NEWS_PER_PAGE,
  findBy,
  getItem,
  type ListArgs,
  listItems,
  MAX_LIMIT,
  MAX_NEWS_PER_PAGE,
  nextPublication,
  type NewsPage,
  newsPage,
  type NewsPageArgs,
  type Order,
} from './reads';
export { writeTogether } from './transactions';
export { isVisible } from './visibility';
export { createItem, deleteItem, updateItem } from './writes';
