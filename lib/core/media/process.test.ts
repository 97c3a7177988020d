import sharp from 'sharp';
import { MediaError } from './errors';
import { processImage } from './process';
import { MAX_UPLOAD_BYTES, mediaMessages } from './shared';

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
}

async function refusal(data: Buffer): Promise<MediaError> {
  const error = await processImage(data).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MediaError);
  return error as MediaError;
}

describe('processImage', () => {
  test('makes WebP variants 640 and 1280 wide from a large picture, keeping its proportions', async () => {
    const image = await processImage(await solid(2000, 1000).png().toBuffer());
    expect(image).toMatchObject({ mime: 'image/png', ext: 'png', width: 2000, height: 1000 });
    expect(image.variants[640]).toMatchObject({ width: 640, height: 320 });
    expect(image.variants[1280]).toMatchObject({ width: 1280, height: 640 });
    for (const variant of Object.values(image.variants)) {
      expect((await sharp(variant.data).metadata()).format).toBe('webp');
    }
  });

  test('never upscales a small picture', async () => {
    const image = await processImage(await solid(300, 200).jpeg().toBuffer());
    expect(image).toMatchObject({ mime: 'image/jpeg', ext: 'jpg', width: 300, height: 200 });
    expect(image.variants[640]).toMatchObject({ width: 300, height: 200 });
    expect(image.variants[1280]).toMatchObject({ width: 300, height: 200 });
    const between = await processImage(await solid(1000, 500).webp().toBuffer());
    expect(between.variants[640].width).toBe(640);
    expect(between.variants[1280].width).toBe(1000);
  });

  test('strips EXIF (camera, GPS) from the original and the variants, after turning the picture upright', async () => {
    const photo = await solid(400, 200)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Secret Phone', Copyright: 'someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 39/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '139/1 44/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('Secret Phone');
    expect(before.orientation).toBe(6);

    const image = await processImage(photo);
    // Orientation 6 means "rotate 90°": the stored picture is upright, so taller than wide.
    expect(image).toMatchObject({ width: 200, height: 400 });
    for (const data of [image.original, image.variants[640].data, image.variants[1280].data]) {
      const after = await sharp(data).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(data.toString('latin1')).not.toContain('Secret Phone');
    }
  });

  test('refuses a text file, whatever it is called', async () => {
    const error = await refusal(Buffer.from('this is not a picture, only text in a file named photo.png\n'));
    expect(error).toMatchObject({ status: 400, message: mediaMessages.unsupported, field: 'file' });
  });

  test('refuses SVG (it can carry script) and an empty file', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect(await refusal(svg)).toMatchObject({ status: 400, message: mediaMessages.unsupported });
    expect(await refusal(Buffer.alloc(0))).toMatchObject({ status: 400, message: mediaMessages.fileRequired });
  });

  test('refuses a file over 10 MB before decoding it', async () => {
    const error = await refusal(Buffer.alloc(MAX_UPLOAD_BYTES + 1));
    expect(error).toMatchObject({ status: 413, message: mediaMessages.tooLarge });
  });

  test('refuses a picture wider or taller than 8000 pixels (a decompression bomb is small on disk)', async () => {
    const wide = await sharp({ create: { width: 8001, height: 8, channels: 3, background: 'white' } }).png().toBuffer();
    expect(wide.byteLength).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(await refusal(wide)).toMatchObject({ status: 400, message: mediaMessages.tooManyPixels });
  });

  test('keeps the first frame of an animated GIF, as PNG', async () => {
    const red = await solid(20, 20).png().toBuffer();
    const blue = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'blue' } }).png().toBuffer();
    const green = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'green' } }).png().toBuffer();
    const gif = await sharp([red, blue, green], { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(3);
    const image = await processImage(gif);
    expect(image).toMatchObject({ mime: 'image/png', width: 20, height: 20 });
    const { dominant } = await sharp(image.original).stats();
    expect(dominant.r).toBeGreaterThan(Math.max(dominant.g, dominant.b));
  });

  test('accepts AVIF', async () => {
    const image = await processImage(await solid(64, 48).avif().toBuffer());
    expect(image).toMatchObject({ mime: 'image/avif', ext: 'avif', width: 64, height: 48 });
  });
});
