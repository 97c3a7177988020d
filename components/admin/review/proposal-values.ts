import type { ChangeRequest } from '@/graphql/review-documents';

/**
 * A form's values with what an open change request proposes in place of the stored ones: the
 * form's own fields only, taken from the request's proposed record.
 */
export function proposalValues<T extends object>(request: ChangeRequest, defaults: T): T {
  const proposed = (JSON.parse(request.proposal) as { item?: Record<string, unknown> }).item ?? {};
  const values: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const key of Object.keys(values)) if (key in proposed) values[key] = proposed[key];
  return values as T;
}
