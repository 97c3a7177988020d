import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver loaded the first time it is needed: the enquiry forms' schemas
 * (zod, the normalisers) are not part of the page's first load. `preload()` starts loading it
 * early, when the visitor shows intent (focus in the form), so the first check does not wait.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): { resolver: Resolver<T>; preload: () => void } {
  let loading: Promise<Resolver<T>> | undefined;
  const loaded = () => (loading ??= load().catch((error: unknown) => {
    // A failed load (a dropped connection) is tried again at the next check.
    loading = undefined;
    throw error;
  }));
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => void loaded().catch(() => undefined),
  };
}
