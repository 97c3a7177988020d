/** What next.config.ts names as `cacheHandlers.default` when several instances share Redis (compiled to dist/). */
import { createDataCacheHandler } from '../data-handler';
import { processTagLedger } from '../tag-ledger';

export default createDataCacheHandler(processTagLedger());
