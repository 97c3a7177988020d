/*
 * Fault injection for the end-to-end tests of the error pages (e2e/errors.spec.ts): with it a
 * test makes one read of the production build fail and checks what a visitor then sees.
 *
 * Off unless the server runs with OZ_FAULT_INJECTION=1, which only the e2e server sets
 * (playwright.config.ts). When on, a render that calls throwIfFaultInjected fails when what it
 * read carries the marker of its fault point:
 * - 'store-page': a store named "__fault_store-page__ …" makes that store's page fail;
 * - 'top-store-list': a store named "__fault_top-store-list__ …" makes the top page's store list
 *   fail, and nothing else (the same read also serves /jobs, /contact and the enquiry form);
 * - 'admin-page': the admin's store screen asked for the id "__fault_admin-page__" fails on the server.
 * The public markers are content, not part of the URL: a prerendered page is rendered for
 * everyone at once, never for one request, but a content change renders it again. Admin pages
 * render for each request.
 */

/** The renders that can be made to fail. */
export type FaultPoint = 'store-page' | 'top-store-list' | 'admin-page';

/** The text that, inside what a fault point reads, makes it fail; it needs no escaping in a URL. */
export const faultMarker = (point: FaultPoint): string => `__fault_${point}__`;

export class InjectedFaultError extends Error {
  constructor(readonly point: FaultPoint) {
    super(`Injected fault at ${point}: OZ_FAULT_INJECTION=1 and what it read carries ${faultMarker(point)}.`);
    this.name = 'InjectedFaultError';
  }
}

/** Throws InjectedFaultError when fault injection is on and one of `texts` carries the point's marker. */
export function throwIfFaultInjected(point: FaultPoint, texts: readonly (string | null | undefined)[]): void {
  if (process.env.OZ_FAULT_INJECTION !== '1') return;
  const marker = faultMarker(point);
  if (texts.some((text) => text?.includes(marker))) throw new InjectedFaultError(point);
}
