'use client';

import { useCallback, useEffect, useState } from 'react';
import type { MediaPage } from '@/lib/core/media/shared';
import { fetchMediaPage, MediaRequestError } from './media-api';

interface Settled {
  /** The request this answer belongs to. */
  key: string;
  data: MediaPage | null;
  error: string | null;
}

/** One page of the library from /api/media; `reload` fetches it again (after an upload or delete). */
export function useMediaPage(query: { search: string; page: number; perPage: number }) {
  const [settled, setSettled] = useState<Settled>({ key: '', data: null, error: null });
  // The last answer stays on screen while the next one loads.
  const [lastData, setLastData] = useState<MediaPage | null>(null);
  const [version, setVersion] = useState(0);
  const { search, page, perPage } = query;
  const key = JSON.stringify([search, page, perPage, version]);

  useEffect(() => {
    const controller = new AbortController();
    fetchMediaPage({ search, page, perPage }, controller.signal).then(
      (data) => {
        setSettled({ key, data, error: null });
        setLastData(data);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof MediaRequestError ? error.message : '画像の一覧を読み込めませんでした。';
        setSettled({ key, data: null, error: message });
      },
    );
    return () => controller.abort();
  }, [key, search, page, perPage]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const current = settled.key === key;
  return {
    data: current && settled.data ? settled.data : lastData,
    loading: !current,
    error: current ? settled.error : null,
    reload,
  };
}

/** A value that follows `value` once it has stopped changing for `delayMs` (search as one types). */
export function useDebounced<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
