import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { onContentChange, pagesExpired } from '@/lib/core/model/revalidate';

const SECOND_EXPIRY_DELAY_MS = 2000;

const holder = globalThis as unknown as { __ozRevalidateRegistered?: boolean };

/**
 * Connects content changes to Next's cache, once per process, from whichever API route loads
 * first. Tags expire at once, so the next page load after an admin's edit shows it. A page or
 * data entry whose regeneration started before the edit and is written after it would look
 * fresh, so the same tags expire once more when such a regeneration has had time to finish.
 */
export function registerPageRevalidation(): void {
  if (holder.__ozRevalidateRegistered) return;
  holder.__ozRevalidateRegistered = true;
  onContentChange((tags) => {
    const expire = () => {
      tags.forEach((tag) => revalidateTag(tag, { expire: 0 }));
      pagesExpired();
    };
    expire();
    after(async () => {
      await new Promise((resolve) => setTimeout(resolve, SECOND_EXPIRY_DELAY_MS));
      expire();
    });
  });
}
