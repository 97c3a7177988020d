/** Artwork of the top page's effect, tile and other section images, rendered by `npm run images`. */
import { type EffectKey, effectImage } from '@/lib/site/top/effects';
import { type TileKey, tileImage } from '@/lib/site/top/tiles';
import { ball, bike, chair, emblem, frameArt, mat, plant, table, windowPanel } from './furniture';
import { memberStyle, trainerStyle } from './scenes';
import { circle, ellipse, group, hairs, mix, palette, path, person, rect, stroke, svgDocument } from './svg';

export interface SectionArtwork {
  /** Path under public/, e.g. /images/top/tile-flow.webp. */
  file: string;
  svg: () => string;
  size: { width: number; height: number };
}

const EFFECT_SIZE = { width: 800, height: 600 } as const;
const TILE_SIZE = { width: 960, height: 640 } as const;


const FLOOR = 500;

function scene(width: number, height: number, background: string, floor: string, ...children: string[]): string {
  return svgDocument(width, height, rect(0, 0, width, height, background), rect(0, FLOOR, width, height - FLOOR, floor), ...children);
}

function dots(x: number, y: number, columns: number, rows: number, color: string, gap = 26): string {
  const parts: string[] = [];
  for (let c = 0; c < columns; c += 1) for (let r = 0; r < rows; r += 1) parts.push(circle(x + c * gap, y + r * gap, 4, color));
  return parts.join('');
}

function treadmill(x: number, floorY: number): string {
  return [
    path(`M${x - 190} ${floorY}l30 -40h320l20 40z`, palette.navy),
    rect(x - 160, floorY - 48, 330, 14, palette.slate, 7),
    stroke([[x + 150, floorY - 40], [x + 175, floorY - 210]], palette.navy, 12),
    rect(x + 130, floorY - 236, 90, 34, palette.slate, 8),
    rect(x + 144, floorY - 228, 40, 16, palette.orangeSoft, 4),
    stroke([[x + 80, floorY - 150], [x + 170, floorY - 165]], palette.navy, 8),
  ].join('');
}

function treatmentBed(x: number, top: number): string {
  return [
    rect(x - 170, top, 230, 24, palette.navy, 8),
    rect(x - 150, top + 24, 14, FLOOR + 20 - top - 24, palette.slate),
    rect(x + 26, top + 24, 14, FLOOR + 20 - top - 24, palette.slate),
    rect(x - 190, top - 6, 60, 16, palette.ice, 8),
  ].join('');
}

function bubble(x: number, y: number, width: number, color: string, tailLeft = true): string {
  const height = width * 0.55;
  const tail = tailLeft ? `M${x + width * 0.2} ${y + height - 4}l-10 34l40 -34z` : `M${x + width * 0.7} ${y + height - 4}l24 34l4 -34z`;
  return [
    rect(x, y, width, height, color, height / 2.4),
    path(tail, color),
    rect(x + width * 0.18, y + height * 0.32, width * 0.64, 10, mix(color, palette.navy, 0.25), 5),
    rect(x + width * 0.18, y + height * 0.56, width * 0.42, 10, mix(color, palette.navy, 0.25), 5),
  ].join('');
}

function star(cx: number, cy: number, r: number, color: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${Math.round((cx + Math.cos(angle) * radius) * 10) / 10} ${Math.round((cy + Math.sin(angle) * radius) * 10) / 10}`;
  });
  return path(`M${points.join('L')}z`, color);
}

const senior = { skin: '#f1c9a7', top: palette.orangeSoft, bottom: palette.slate, hair: hairs[3], longHair: false, bands: true };

const effectScenes: Record<EffectKey, () => string> = {
  diet: () =>
    scene(
      EFFECT_SIZE.width,
      EFFECT_SIZE.height,
      palette.peach,
      palette.sand,
      circle(600, 170, 120, palette.orangeSoft),
      dots(60, 60, 5, 4, palette.orangeSoft),
      treadmill(380, FLOOR + 20),
      person('walk', [360, FLOOR - 10], 330, memberStyle(0)),
      plant(720, FLOOR + 40, 0.9),
    ),
  'aging-care': () =>
    scene(
      EFFECT_SIZE.width,
      EFFECT_SIZE.height,
      palette.cream,
      palette.wood,
      windowPanel(70, 70, 260, 250, 2),
      circle(620, 200, 150, palette.peach),
      mat(330, FLOOR, 300),
      person('sideBend', [330, FLOOR + 20], 330, senior),
      person('guide', [560, FLOOR + 24], 340, trainerStyle(1), true),
    ),
  muscle: () =>
    scene(
      EFFECT_SIZE.width,
      EFFECT_SIZE.height,
      palette.navy,
      palette.navyDeep,
      ...[1, 2, 3].map((i) => circle(400, 280, 90 * i, 'none', { stroke: palette.slate, 'stroke-width': 3 })),
      emblem(660, 130, 46),
      person('curl', [400, FLOOR + 30], 380, { ...memberStyle(1), top: palette.orange, longHair: false, hair: hairs[0], dumbbells: true }),
    ),
  'body-make': () =>
    scene(
      EFFECT_SIZE.width,
      EFFECT_SIZE.height,
      palette.ice,
      palette.mist,
      ...[0, 1, 2].map((i) => path(`M${90 + i * 50} 120l34 34l-34 34`, 'none', { stroke: palette.white, 'stroke-width': 12, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })),
      circle(360, 260, 180, '#e6ecf2'),
      person('squat', [340, FLOOR + 20], 400, memberStyle(2)),
      person('guide', [600, FLOOR + 24], 360, trainerStyle(2), true),
    ),
  'stamina-immunity': () =>
    scene(
      EFFECT_SIZE.width,
      EFFECT_SIZE.height,
      palette.cream,
      '#9b8a7a',
      windowPanel(90, 60, 620, 260, 3),
      bike(400, FLOOR + 10, 1.9),
      person('cycle', [400 - 18 * 1.9, FLOOR - 58 * 1.9 + 10], 360, { ...memberStyle(3, true), longHair: false, hair: hairs[1] }),
      plant(720, FLOOR + 40, 1),
    ),
  rehabilitation: () =>
    scene(
      EFFECT_SIZE.width,
      EFFECT_SIZE.height,
      '#f3ede4',
      palette.wood,
      frameArt(520, 80, 200, 140, palette.orangeSoft),
      treatmentBed(300, FLOOR - 123),
      person('sit', [310, FLOOR - 18], 330, { ...memberStyle(1), top: palette.white, longHair: false, hair: hairs[2] }),
      person('guide', [560, FLOOR + 24], 340, trainerStyle(3), true),
      ball(700, FLOOR + 30, 40),
    ),
};

const tileScenes: Record<TileKey, () => string> = {
  flow: () =>
    scene(
      TILE_SIZE.width,
      TILE_SIZE.height,
      palette.cream,
      palette.wood,
      frameArt(120, 90, 220, 150, palette.orangeSoft),
      windowPanel(560, 80, 300, 250, 2),
      table(480, FLOOR + 30, 340),
      chair(280, FLOOR + 30),
      chair(680, FLOOR + 30, true, palette.mist),
      person('sit', [300, FLOOR - 8], 330, memberStyle(2, false)),
      person('sit', [660, FLOOR - 8], 330, trainerStyle(4), true),
      rect(430, FLOOR - 104, 80, 8, palette.navy, 2),
      rect(438, FLOOR - 144, 64, 42, palette.slate, 3),
      plant(880, FLOOR + 40, 1.1),
    ),
  reviews: () =>
    scene(
      TILE_SIZE.width,
      TILE_SIZE.height,
      palette.peach,
      palette.sand,
      circle(480, 250, 210, palette.orangeSoft),
      bubble(90, 70, 200, palette.white),
      bubble(690, 110, 180, palette.cream, false),
      ...[0, 1, 2, 3, 4].map((i) => star(370 + i * 55, 70, 20, palette.orange)),
      person('armsUp', [360, FLOOR + 30], 330, memberStyle(0)),
      person('stand', [580, FLOOR + 30], 340, { ...memberStyle(1), longHair: false, hair: hairs[1] }),
    ),
  program: () =>
    scene(
      TILE_SIZE.width,
      TILE_SIZE.height,
      palette.ice,
      palette.slate,
      rect(100, 80, 260, 320, palette.white, 16),
      rect(100, 80, 260, 60, palette.navy, 16),
      rect(100, 120, 260, 20, palette.navy),
      ...[0, 1, 2, 3].map((i) =>
        group(`translate(130 ${175 + i * 54})`, circle(10, 10, 10, i === 0 ? palette.orange : palette.mist), rect(34, 4, 150 - i * 18, 12, palette.ice, 6)),
      ),
      ellipse(620, FLOOR + 24, 200, 14, 'rgba(0,0,0,0.12)'),
      person('curl', [560, FLOOR + 30], 360, { ...memberStyle(3), dumbbells: true }),
      person('guide', [780, FLOOR + 30], 360, trainerStyle(0), true),
    ),
};

export const topSectionArtworks: SectionArtwork[] = [
  ...(Object.keys(effectScenes) as EffectKey[]).map((key) => ({ file: effectImage(key), svg: effectScenes[key], size: EFFECT_SIZE })),
  ...(Object.keys(tileScenes) as TileKey[]).map((key) => ({ file: tileImage(key), svg: tileScenes[key], size: TILE_SIZE })),
];
