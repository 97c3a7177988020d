/**
 * Lets a script load the modules marked `import 'server-only'` (lib/core/db, lib/core/auth, …). Next.js
 * resolves that name itself, to nothing on the server and to a build error in a browser bundle,
 * so it is no installed package; in a script, plain Node resolves it to the empty module Jest
 * uses too. Import it before any such module (scripts/env.ts does).
 */
import Module from 'node:module';
import path from 'node:path';

const STUB = path.resolve(__dirname, '..', 'lib', 'core', 'testing', 'server-only-stub.js');

type ResolveFilename = (this: unknown, request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: ResolveFilename };
const resolveFilename = loader._resolveFilename;
loader._resolveFilename = function (request, ...rest) {
  return request === 'server-only' ? STUB : resolveFilename.call(this, request, ...rest);
};
