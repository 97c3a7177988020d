import path from 'node:path';

/** Where the site's compiled server lives in a build folder (scripts/compile-server.ts). */
export function serverFolder(distDir: string): string {
  return path.join(distDir, 'oz-server');
}

/** The compiled server itself, what `npm start` and `npm run serve` run with plain Node. */
export function serverEntry(distDir: string): string {
  return path.join(serverFolder(distDir), 'server.js');
}

/** The compiled cache handlers next.config.ts names for several instances. */
export function cacheHandlerFiles(distDir: string): { data: string; pages: string } {
  const folder = path.join(serverFolder(distDir), 'cache-handlers');
  return { data: path.join(folder, 'data.js'), pages: path.join(folder, 'pages.js') };
}
