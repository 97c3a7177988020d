/*
 * The site's share image (Open Graph and Twitter, 1200x630) and its app icon, drawn as SVG and
 * rendered to PNG with sharp. Unlike the seed artwork these carry text, so rendering needs a
 * Japanese font (Noto Sans CJK JP, Debian's fonts-noto-cjk): the PNGs are made once and committed
 * under app/, so a build never needs the font.
 *
 *   npx tsx -e "require('./scripts/seed/art/og').writeShareImages()"
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SHARE_IMAGE } from '@/lib/site/seo/metadata';
import { site } from '@/lib/core/site';
import { circle, palette, path as svgPath, rect, svgDocument } from './svg';

export const OG_SIZE = { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height } as const;

const FONT = "'Noto Sans CJK JP', 'Noto Sans JP', sans-serif";
const navy = '#0f2a4a';
const navyDeep = '#0b1d33';
const orange = '#e8791a';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function text(x: number, y: number, size: number, fill: string, content: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${fill}"${extra}>${escapeXml(content)}</text>`;
}

/** The pressure belt as concentric rings: the brand's one motif. */
function rings(cx: number, cy: number): string {
  return [
    circle(cx, cy, 250, 'none', { stroke: '#ffffff', 'stroke-opacity': 0.06, 'stroke-width': 70 }),
    circle(cx, cy, 150, 'none', { stroke: orange, 'stroke-opacity': 0.85, 'stroke-width': 26 }),
    circle(cx, cy, 92, 'none', { stroke: '#ffffff', 'stroke-opacity': 0.14, 'stroke-width': 10 }),
  ].join('');
}

/** The brand name without the "Oz" the big mark shows: 加圧＆パーソナルトレーニングジム. */
const descriptor = site.fullName.replace(new RegExp(`\\s*${site.name}$`), '');

export function ogImageSvg(): string {
  const { width, height } = OG_SIZE;
  return svgDocument(
    width,
    height,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${navy}"/><stop offset="1" stop-color="${navyDeep}"/></linearGradient></defs>`,
    rect(0, 0, width, height, 'url(#bg)'),
    rings(1010, 300),
    svgPath(`M820 ${height} L1000 0 L1040 0 L860 ${height} Z`, '#ffffff', { 'fill-opacity': 0.05 }),
    rect(0, height - 14, width, 14, orange),
    text(88, 128, 26, palette.ice, 'KAATSU × PERSONAL TRAINING', ' letter-spacing="6"'),
    text(80, 318, 210, '#ffffff', site.name, ' letter-spacing="4"'),
    rect(90, 360, 96, 8, orange),
    text(88, 436, 44, '#ffffff', descriptor),
    rect(80, 478, 930, 78, orange, 6),
    text(104, 531, 38, navyDeep, site.tagline),
  );
}

/** The app icon; Apple's home-screen icon is square (iOS rounds its corners itself). */
export function iconSvg(size: number, rounded = true): string {
  return svgDocument(
    size,
    size,
    rect(0, 0, size, size, navy, rounded ? size * 0.18 : 0),
    circle(size / 2, size / 2, size * 0.36, 'none', { stroke: orange, 'stroke-width': size * 0.06 }),
    `<text x="${size / 2}" y="${size * 0.62}" text-anchor="middle" font-family="${FONT}" font-size="${size * 0.4}" font-weight="700" fill="#ffffff">${escapeXml(site.name)}</text>`,
  );
}

/** Renders an SVG to a small palette PNG (flat colours compress well). */
export async function renderPng(svg: string, width: number, height: number): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp(Buffer.from(svg)).resize(width, height).png({ palette: true, colors: 64, compressionLevel: 9, effort: 10 }).toBuffer();
}

/** Writes app/opengraph-image.png and .alt.txt, the same for twitter-image, app/icon.png and app/apple-icon.png. */
export async function writeShareImages(appDir = path.resolve(__dirname, '..', '..', '..', 'app')): Promise<void> {
  const share = await renderPng(ogImageSvg(), OG_SIZE.width, OG_SIZE.height);
  const files: [string, Buffer][] = [
    ['opengraph-image.png', share],
    ['twitter-image.png', share],
    ['icon.png', await renderPng(iconSvg(512), 512, 512)],
    ['apple-icon.png', await renderPng(iconSvg(180, false), 180, 180)],
  ];
  for (const [name, data] of files) {
    writeFileSync(path.join(appDir, name), data);
    console.log(`app/${name}  ${(data.length / 1024).toFixed(1)} KB`);
  }
  for (const name of ['opengraph-image.alt.txt', 'twitter-image.alt.txt']) writeFileSync(path.join(appDir, name), SHARE_IMAGE.alt);
}
