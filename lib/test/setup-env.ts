import { tmpdir } from 'node:os';
import path from 'node:path';

// Tests never touch the developer's database, Redis or data folder, and sign sessions with a known secret.
process.env.NEXTAUTH_SECRET = 'test-secret-that-is-long-enough-0123456789';
process.env.DATA_DIR = path.join(tmpdir(), 'oz-test-data');
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;
// The server's log stays quiet unless a test captures it (lib/test/logs.ts) or LOG_LEVEL asks.
process.env.LOG_LEVEL ??= 'silent';
