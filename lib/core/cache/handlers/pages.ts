/** What next.config.ts names as `cacheHandler` when several instances share Redis (compiled to dist/). */
import { pageCacheHandler } from '../page-handler';
import { processTagLedger } from '../tag-ledger';

export default pageCacheHandler(processTagLedger);
