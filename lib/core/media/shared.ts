import { z } from 'zod';

/*
 * What the media library's server and the admin's pickers agree on. No Node imports here:
 * the admin's client components read these too.
 */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Larger pictures are refused before they are decoded (a small file can unpack to gigabytes). */
export const MAX_DIMENSION = 8000;
export const VARIANT_WIDTHS = [640, 1280] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];
export const ALT_MAX_LENGTH = 300;
export const MEDIA_PER_PAGE_DEFAULT = 24;
export const MEDIA_PER_PAGE_MAX = 100;
/** What the file input offers; the server decides by decoding, not by this list. */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export interface MediaItem {
  id: string;
  /** The 1280 px (or smaller, never upscaled) WebP: what content stores. */
  url: string;
  /** The 640 px WebP, for thumbnails. */
  smallUrl: string;
  alt: string;
  width: number;
  height: number;
  fileName: string;
  bytes: number;
  createdAt: string;
}

export interface MediaPage {
  items: MediaItem[];
  total: number;
  page: number;
  pageCount: number;
}

export const mediaUrl = (id: string, width: VariantWidth = 1280): string => `/media/${id}/${width}.webp`;

const MEDIA_URL_PATTERN = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(?:640|1280)\.webp$/;

/** The media id behind a stored URL (`/media/<id>/1280.webp`), or null for any other address. */
export function mediaIdFromUrl(url: string | null | undefined): string | null {
  return url ? (MEDIA_URL_PATTERN.exec(url)?.[1] ?? null) : null;
}

/** The thumbnail-sized variant of a media URL; other addresses are returned unchanged. */
export function smallVariantOf(url: string): string {
  const id = mediaIdFromUrl(url);
  return id ? mediaUrl(id, 640) : url;
}

export const mediaMessages = {
  altRequired: '代替テキスト（画像の説明）を入力してください。',
  altTooLong: `代替テキストは${ALT_MAX_LENGTH}文字以内で入力してください。`,
  fileRequired: '画像ファイルを選択してください。',
  tooLarge: `ファイルが大きすぎます。${MAX_UPLOAD_BYTES / 1024 / 1024}MB以下の画像を選んでください。`,
  unsupported: '対応していないファイルです。JPEG・PNG・WebP・GIF・AVIF の画像を選んでください。',
  tooManyPixels: `画像の縦横が大きすぎます。${MAX_DIMENSION}×${MAX_DIMENSION}ピクセル以内の画像を選んでください。`,
  unauthenticated: 'ログインが必要です。もう一度ログインしてください。',
  forbiddenOrigin: 'このサイト以外からの操作は受け付けられません。',
  forbiddenRole: 'この操作を行う権限がありません。',
  notFound: '画像が見つかりません。すでに削除された可能性があります。',
  badRequest: 'リクエストの形式が正しくありません。',
  serverError: '画像を保存できませんでした。時間をおいてもう一度お試しください。',
} as const;

export const altSchema = z
  .string({ error: mediaMessages.altRequired })
  .trim()
  .min(1, mediaMessages.altRequired)
  .max(ALT_MAX_LENGTH, mediaMessages.altTooLong);

/** The message to show for an alt text, or null when it is fine (the server checks the same schema). */
export function altProblem(alt: unknown): string | null {
  const result = altSchema.safeParse(alt);
  return result.success ? null : (result.error.issues[0]?.message ?? mediaMessages.altRequired);
}
