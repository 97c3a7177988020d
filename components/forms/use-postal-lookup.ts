'use client';

import { useCallback, useRef, useState } from 'react';
import { isPostCode, normalizePostCode, POSTAL_NOT_FOUND, type PostalMatch, postalMatch, type PostalResponse } from '@/lib/core/enquiry/postal';

export type PostalOutcome = { found: true; match: PostalMatch } | { found: false; message: string } | { found: false; message: null };

/** Asks our own /api/postal route for a code's address; only the latest lookup counts. */
export function usePostalLookup(endpoint: string) {
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);
  const lastCode = useRef('');

  const lookup = useCallback(
    async (raw: string): Promise<PostalOutcome | null> => {
      const code = normalizePostCode(raw);
      if (!isPostCode(code)) return null;
      lastCode.current = code;
      const ticket = ++latest.current;
      setBusy(true);
      try {
        const response = await fetch(`${endpoint}?zipcode=${code}`, { headers: { accept: 'application/json' } });
        const answer = (await response.json()) as PostalResponse;
        if (ticket !== latest.current) return null;
        const match = postalMatch(answer);
        if (match.addresses.length === 0) return { found: false, message: POSTAL_NOT_FOUND };
        return { found: true, match };
      } catch (error) {
        // As in the original: a network failure is logged, the visitor types the address.
        console.error('Postal-code lookup failed:', error);
        return ticket === latest.current ? { found: false, message: null } : null;
      } finally {
        if (ticket === latest.current) setBusy(false);
      }
    },
    [endpoint],
  );

  /** True when this code was the last one looked up (typing on after the 7th digit does not repeat it). */
  const isLast = useCallback((raw: string) => normalizePostCode(raw) === lastCode.current, []);

  return { busy, lookup, isLast };
}
