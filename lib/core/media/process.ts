import 'server-only';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { MediaError } from './errors';
import { MAX_DIMENSION, MAX_UPLOAD_BYTES, mediaMessages, VARIANT_WIDTHS, type VariantWidth } from './shared';

export interface StoredFormat {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';
  ext: 'jpg' | 'png' | 'webp' | 'avif';
}

export interface ProcessedImage extends StoredFormat {
  /** Of the stored original, after turning it upright as its EXIF orientation says. */
  width: number;
  height: number;
  /** The original re-encoded: no EXIF, GPS, XMP or other metadata survives. */
  original: Buffer;
  variants: Record<VariantWidth, { data: Buffer; width: number; height: number }>;
}

/*
 * What the file *is* decides, never its name or the browser's MIME type. An animated GIF keeps
 * its first frame, stored as PNG so nothing is lost to a second palette reduction.
 */
function storedFormat(metadata: Metadata): StoredFormat | null {
  switch (metadata.format) {
    case 'jpeg':
      return { mime: 'image/jpeg', ext: 'jpg' };
    case 'png':
    case 'gif':
      return { mime: 'image/png', ext: 'png' };
    case 'webp':
      return { mime: 'image/webp', ext: 'webp' };
    case 'heif':
      // HEIF is also Apple's HEIC; only its AV1 flavour (AVIF) can be decoded here.
      return metadata.compression === 'av1' ? { mime: 'image/avif', ext: 'avif' } : null;
    default:
      return null;
  }
}

const decodeOptions = {
  limitInputPixels: MAX_DIMENSION * MAX_DIMENSION,
  failOn: 'error',
  animated: false,
  autoOrient: true,
} as const;

function encodeOriginal(image: Sharp, format: StoredFormat): Sharp {
  switch (format.ext) {
    case 'jpg':
      return image.jpeg({ quality: 88, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'webp':
      return image.webp({ quality: 88 });
    case 'avif':
      return image.avif({ quality: 60, effort: 2 });
  }
}

// Decoding a large picture takes a lot of memory; two at a time keep a small server standing.
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Checks an uploaded file and makes what is stored of it; throws MediaError when it is refused. */
export async function processImage(data: Buffer): Promise<ProcessedImage> {
  if (data.byteLength > MAX_UPLOAD_BYTES) throw new MediaError(413, mediaMessages.tooLarge, 'file');
  if (data.byteLength === 0) throw new MediaError(400, mediaMessages.fileRequired, 'file');
  let metadata: Metadata;
  try {
    metadata = await sharp(data, decodeOptions).metadata();
  } catch {
    throw new MediaError(400, mediaMessages.unsupported, 'file');
  }
  const format = storedFormat(metadata);
  if (!format || !metadata.width || !metadata.height) throw new MediaError(400, mediaMessages.unsupported, 'file');
  if (metadata.width > MAX_DIMENSION || metadata.height > MAX_DIMENSION) {
    throw new MediaError(400, mediaMessages.tooManyPixels, 'file');
  }

  return limited(async () => {
    try {
      const base = sharp(data, decodeOptions);
      const original = await encodeOriginal(base.clone(), format).toBuffer({ resolveWithObject: true });
      const variants = {} as ProcessedImage['variants'];
      for (const width of VARIANT_WIDTHS) {
        const variant = await base
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        variants[width] = { data: variant.data, width: variant.info.width, height: variant.info.height };
      }
      return { ...format, width: original.info.width, height: original.info.height, original: original.data, variants };
    } catch (error) {
      if (error instanceof MediaError) throw error;
      // A truncated or corrupt file whose header looked fine fails here.
      throw new MediaError(400, mediaMessages.unsupported, 'file');
    }
  });
}
