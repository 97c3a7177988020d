import { type MediaItem, mediaMessages, type MediaPage } from '@/lib/core/media/shared';

/** A refused media request: its Japanese message, and per-field messages for the upload form. */
export class MediaRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: { file?: string; alt?: string } = {},
  ) {
    super(message);
    this.name = 'MediaRequestError';
  }
}

const NETWORK_MESSAGE = 'サーバーに接続できませんでした。通信状況を確かめて、もう一度お試しください。';

async function call<T>(input: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(input, { ...init, credentials: 'same-origin', cache: 'no-store' });
  } catch {
    throw new MediaRequestError(NETWORK_MESSAGE, 0);
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as (T & { error?: string; fields?: MediaRequestError['fields'] }) | null;
  if (!response.ok) {
    const message = body?.error ?? (response.status === 401 ? mediaMessages.unauthenticated : mediaMessages.serverError);
    throw new MediaRequestError(message, response.status, body?.fields ?? {});
  }
  return body as T;
}

export function fetchMediaPage(query: { search?: string; page?: number; perPage?: number }, signal?: AbortSignal): Promise<MediaPage> {
  const params = new URLSearchParams();
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.page) params.set('page', String(query.page));
  if (query.perPage) params.set('perPage', String(query.perPage));
  return call<MediaPage>(`/api/media?${params}`, { signal });
}

export function uploadMediaFile(file: File, alt: string): Promise<MediaItem> {
  const form = new FormData();
  form.set('file', file);
  form.set('alt', alt);
  return call<MediaItem>('/api/media', { method: 'POST', body: form });
}

export function updateMediaAlt(id: string, alt: string): Promise<MediaItem> {
  return call<MediaItem>(`/api/media/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ alt }),
  });
}

export function deleteMediaItem(id: string): Promise<void> {
  return call<void>(`/api/media/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
