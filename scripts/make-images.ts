/**
 * `npm run images`: draws the demo artwork the seed refers to (scripts/seed/images.ts, lib/site/portraits.ts) as WebP
 * files under public/images, and the members' app's screens as SVG files under public/images/app.
 * Everything is vector art rendered here; nothing is downloaded.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PORTRAIT_VARIANTS, reviewImage, trainerImage } from '@/lib/site/portraits';
import { APP_SCREENS } from '@/lib/site/store/app';
import { appScreenSvg } from '@/scripts/seed/art/app-screens';
import { portrait } from '@/scripts/seed/art/portraits';
import { articleScenes, interiorScenes, storeScene } from '@/scripts/seed/art/scenes';
import { topMediaArtworks } from '@/scripts/seed/art/top-media';
import { topSectionArtworks } from '@/scripts/seed/art/top-sections';
import {
  type ArticleScene,
  articleImages,
  IMAGE_SIZES,
  type InteriorScene,
  interiorImages,
  storeThumb,
} from '@/scripts/seed/images';
import { stores } from '@/scripts/seed/stores';

const publicDir = path.resolve(__dirname, '..', 'public');
const MAX_FILE_BYTES = 40 * 1024;
const MAX_TOTAL_BYTES = 1.5 * 1024 * 1024;
/** The top page's own pictures (main visual, videos, banners, sections) share a smaller budget. */
const TOP_DIR = '/images/top/';
const MAX_TOP_BYTES = 400 * 1024;

interface Artwork {
  file: string;
  svg: () => string;
  size: { width: number; height: number };
}

const artworks: Artwork[] = [
  ...stores.map((store, index) => ({ file: storeThumb(store.link), svg: () => storeScene(index), size: IMAGE_SIZES.store })),
  ...(Object.keys(interiorImages) as InteriorScene[]).map((scene) => ({
    file: interiorImages[scene],
    svg: interiorScenes[scene],
    size: IMAGE_SIZES.store,
  })),
  ...Array.from({ length: PORTRAIT_VARIANTS }, (_, i) => [
    { file: trainerImage(i + 1), svg: () => portrait(i + 1, 'trainer'), size: IMAGE_SIZES.portrait },
    { file: reviewImage(i + 1), svg: () => portrait(i + 1, 'member'), size: IMAGE_SIZES.portrait },
  ]).flat(),
  ...(Object.keys(articleImages) as ArticleScene[]).map((scene) => ({
    file: articleImages[scene],
    svg: articleScenes[scene],
    size: IMAGE_SIZES.article,
  })),
  ...topMediaArtworks,
  ...topSectionArtworks,
];

async function render({ file, svg, size }: Artwork): Promise<number> {
  const target = path.join(publicDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  const webp = await sharp(Buffer.from(svg()))
    .resize(size.width, size.height)
    .webp({ quality: 80, effort: 6, smartSubsample: true })
    .toBuffer();
  writeFileSync(target, webp);
  return statSync(target).size;
}

/** The app's screens, as SVG files (scripts/seed/art/app-screens.tsx). */
function writeAppScreens(): void {
  const dir = path.join(publicDir, 'images', 'app');
  mkdirSync(dir, { recursive: true });
  for (const screen of APP_SCREENS) {
    const file = path.join(dir, `${screen.kind}.svg`);
    writeFileSync(file, appScreenSvg(screen.kind));
    console.log(`/images/app/${screen.kind}.svg`.padEnd(48), `${(statSync(file).size / 1024).toFixed(1).padStart(6)} KB`);
  }
}

async function main(): Promise<void> {
  writeAppScreens();
  const files = artworks.map((artwork) => artwork.file);
  const duplicates = files.filter((file, index) => files.indexOf(file) !== index);
  if (duplicates.length > 0) throw new Error(`Two drawings for the same file: ${duplicates.join(', ')}`);
  let total = 0;
  let top = 0;
  const tooBig: string[] = [];
  for (const artwork of artworks) {
    const bytes = await render(artwork);
    total += bytes;
    if (artwork.file.startsWith(TOP_DIR)) top += bytes;
    if (bytes > MAX_FILE_BYTES) tooBig.push(`${artwork.file} (${(bytes / 1024).toFixed(1)} KB)`);
    console.log(`${artwork.file.padEnd(48)} ${(bytes / 1024).toFixed(1).padStart(6)} KB`);
  }
  console.log(`\n${artworks.length} images, ${(total / 1024).toFixed(1)} KB in total, ${(top / 1024).toFixed(1)} KB of them for the top page.`);
  if (tooBig.length > 0 || total > MAX_TOTAL_BYTES || top > MAX_TOP_BYTES) {
    console.error(`Over the size budget (40 KB a file, 400 KB for the top page, 1.5 MB in all): ${tooBig.join(', ') || 'total'}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
