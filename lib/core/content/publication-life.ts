import 'server-only';
import { cacheLife } from 'next/cache';
import { getDb } from '@/lib/core/db';
import type { PublishableEntity } from '@/lib/core/model/publication';
import { nextPublication } from '@/lib/core/model/repository';
import { type Life, lifeUntil } from './clock';

/*
 * A scheduled article or campaign goes public at its time without an edit: every read whose
 * answer includes articles or campaigns lives until the next publish time of those entities (and
 * 'max' when none is scheduled), so the first request after it reads again. As with midnight
 * (clock.ts), a life is never under five minutes, or the read would leave the prerendered page:
 * a read made in the five minutes before a publish time shows the item at most that late.
 */

/** The shorter of two profiles. */
export function shorterLife(a: Life, b: Life): Life {
  return a.expire <= b.expire ? a : b;
}

/** The life of a read of these entities, made at `now`: until the next one is due, else null ('max'). */
export async function publicationLife(publishable: readonly PublishableEntity[], now: Date): Promise<Life | null> {
  const next = await nextPublication(await getDb(), publishable, now);
  return next ? lifeUntil(Date.parse(next), now) : null;
}

/** Sets the life of the calling 'use cache' read of these entities: until the next publish time, else 'max'. */
export async function liveUntilNextPublication(publishable: readonly PublishableEntity[], now: Date): Promise<void> {
  const life = await publicationLife(publishable, now);
  if (life) cacheLife(life);
  else cacheLife('max');
}
