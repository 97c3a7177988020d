/**
 * The named fields of an object and nothing else: for the props of a client component, which
 * travel in the page's RSC payload, so a record's other fields are not sent with it.
 */
export function pick<T extends object, K extends keyof T>(object: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>;
}
