/** Starts `npm start` on a fresh copy of the demo content for the end-to-end tests. */
import { rmSync } from 'node:fs';
import path from 'node:path';

rmSync(path.resolve(process.env.DATA_DIR ?? 'data/e2e'), { recursive: true, force: true });
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('../scripts/start');
