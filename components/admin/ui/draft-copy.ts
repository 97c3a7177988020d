'use client';

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/*
 * Long edits are not lost to a closed tab, a crash or a lost session: while a form has unsaved
 * changes its values are copied every few seconds into this browser's localStorage, under the
 * signed-in admin, the entity and the record (or "new"). When the editor opens that form again
 * and a copy is there, they are offered to restore it or throw it away; a save removes it.
 * Nothing leaves the browser.
 */

export const DRAFT_COPY_INTERVAL_MS = 5_000;
/** A copy older than this is not offered any more (and is removed). */
export const DRAFT_COPY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface DraftCopy<T> {
  values: T;
  /** When the copy was taken (ISO). */
  savedAt: string;
  /** The record's updatedAt the edits started from; null for a new record. */
  basedOn: string | null;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function draftCopyKey(userId: string, entity: string, id: string | null): string {
  return `oz-admin:draft-copy:${userId}:${entity}:${id ?? 'new'}`;
}

export function readDraftCopy<T>(storage: Storage, key: string, now: number): DraftCopy<T> | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const copy = JSON.parse(raw) as Partial<DraftCopy<T>>;
    const savedAt = typeof copy.savedAt === 'string' ? Date.parse(copy.savedAt) : Number.NaN;
    if (!copy.values || typeof copy.values !== 'object' || Number.isNaN(savedAt) || now - savedAt > DRAFT_COPY_MAX_AGE_MS) {
      storage.removeItem(key);
      return null;
    }
    return { values: copy.values, savedAt: copy.savedAt as string, basedOn: typeof copy.basedOn === 'string' ? copy.basedOn : null };
  } catch {
    return null;
  }
}

export function writeDraftCopy<T>(storage: Storage, key: string, values: T, basedOn: string | null, now: number): void {
  try {
    storage.setItem(key, JSON.stringify({ values, savedAt: new Date(now).toISOString(), basedOn } satisfies DraftCopy<T>));
  } catch {
    // A full or disabled storage only loses the safety copy, never the edit on screen.
  }
}

const storage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

const subscribeNever = () => () => undefined;

/**
 * The draft copy of one form (its key is fixed for the form's life): the copy found when the form
 * opened is offered, copies are taken while it is dirty, and clear() removes it. `basedOn` is read
 * when a copy is taken.
 */
export function useDraftCopy<T extends FieldValues>(form: UseFormReturn<T>, key: string, basedOn: () => string | null, dirty: boolean) {
  // Read once when the form opens; shown only after hydration (the server has no storage).
  const [found, setFound] = useState<DraftCopy<T> | null>(() => {
    const store = storage();
    return store ? readDraftCopy<T>(store, key, Date.now()) : null;
  });
  const hydrated = useSyncExternalStore(subscribeNever, () => true, () => false);
  const offer = hydrated ? found : null;

  useEffect(() => {
    const store = storage();
    if (!dirty || !store) return;
    const timer = window.setInterval(() => writeDraftCopy(store, key, form.getValues(), basedOn(), Date.now()), DRAFT_COPY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [dirty, form, key, basedOn]);

  const clear = useCallback(() => {
    storage()?.removeItem(key);
    setFound(null);
  }, [key]);

  const restore = useCallback(() => {
    if (!offer) return;
    for (const [name, value] of Object.entries(offer.values)) {
      form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    setFound(null);
  }, [form, offer]);

  return { offer, restore, clear };
}
