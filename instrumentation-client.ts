import type { $ZodConfig } from 'zod/v4/core';

/*
 * Runs in the browser before the app's own modules. Zod compiles object parsers with
 * `new Function` when it may, and probes that once with a caught call; the site's
 * Content-Security-Policy has no 'unsafe-eval', so the probe alone is reported as a violation
 * (a console error). `jitless` turns both off; forms validate the same way. Zod reads its
 * settings from this global, which it documents as settable before it loads: so pages without
 * a form do not download Zod for this.
 */
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: Partial<$ZodConfig> };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
