/*
 * Artwork of the top page's main visual, video posters and PICK UP CONTENTS banners, in the flat
 * style of the store and article pictures. Page text is never drawn; it sits on top in HTML.
 */
import {
  audienceVideos,
  type Artwork,
  campaignCardImages,
  introVideo,
  mainVisualSlides,
  pickupBanners,
} from '@/lib/site/top/media';
import { ball, bike, chair, counter, dumbbellRack, emblem, frameArt, mat, mirrorWall, pendant, plant, windowPanel } from './furniture';
import { memberStyle, trainerStyle } from './scenes';
import {
  circle,
  ellipse,
  group,
  hairs,
  mix,
  palette,
  path,
  type PersonStyle,
  person,
  pick,
  random,
  rect,
  stroke,
  svgDocument,
} from './svg';
import type { SectionArtwork } from './top-sections';

// ---------------------------------------------------------------- main visual

interface Frame {
  width: number;
  height: number;
  floorY: number;
  /** Where the people stand: the right part of a wide slide (text sits on the left), the middle of a tall one. */
  centre: number;
  /** Height of a standing person. */
  size: number;
  wide: boolean;
}

const WIDE_FRAME: Frame = { width: 1600, height: 800, floorY: 640, centre: 1110, size: 400, wide: true };
const NARROW_FRAME: Frame = { width: 750, height: 1000, floorY: 600, centre: 370, size: 430, wide: false };

function studio(frame: Frame, wall: string, floor: string, ...children: string[]): string {
  const { width, height, floorY } = frame;
  const planks = Array.from({ length: Math.ceil((height - floorY) / 30) }, (_, i) =>
    rect(0, floorY + 22 + i * 30, width, 2, mix(floor, '#ffffff', 0.08)),
  );
  return svgDocument(
    width,
    height,
    rect(0, 0, width, height, wall),
    rect(0, floorY - 160, width, 160, mix(wall, palette.sand, 0.5)),
    rect(0, floorY, width, height - floorY, floor),
    ...planks,
    rect(0, floorY - 10, width, 12, palette.navy),
    ...children,
  );
}

const senior = (variant: number, bands = false): PersonStyle => ({ ...memberStyle(variant, bands), hair: hairs[3] ?? palette.mist });
const man = (variant: number, bands = true): PersonStyle => ({ ...memberStyle(variant, bands), longHair: false });
const woman = (variant: number, bands = true): PersonStyle => ({ ...memberStyle(variant, bands), longHair: true });

type MainVisualScene = (frame: Frame) => string;

const mainVisualScenes: MainVisualScene[] = [
  // Kaatsu with dumbbells, the chain's signature session.
  (f) =>
    studio(
      f,
      palette.cream,
      palette.wood,
      f.wide ? windowPanel(f.centre - 330, 90, 300, 330, 2) + windowPanel(f.centre + 50, 90, 300, 330, 2) : windowPanel(f.centre - 190, 70, 380, 300, 2),
      pendant(f.centre - 260, 40, palette.orange),
      pendant(f.centre + 260, 60),
      plant(f.wide ? f.centre + 420 : 60, f.floorY, 1.3),
      mat(f.centre - 100, f.floorY, 300),
      person('curl', [f.centre - 110, f.floorY + 20], f.size, { ...woman(0), dumbbells: true }),
      person('guide', [f.centre + 140, f.floorY + 20], f.size * 1.05, trainerStyle(1), true),
    ),
  // Stretching in front of the mirror.
  (f) =>
    studio(
      f,
      '#eef2f5',
      palette.wood,
      mirrorWall(f.wide ? f.centre - 480 : 30, 70, f.wide ? 960 : f.width - 60, 380),
      mat(f.centre - 110, f.floorY, 320, palette.orange),
      person('sideBend', [f.centre - 110, f.floorY + 20], f.size, woman(2, false)),
      person('guide', [f.centre + 150, f.floorY + 25], f.size * 1.05, trainerStyle(2), true),
      f.wide ? ball(f.centre + 380, f.floorY, 60, palette.orangeSoft) : '',
      plant(f.wide ? 120 : f.width - 70, f.floorY, 1.2),
    ),
  // Squats with pressure bands on the thighs.
  (f) =>
    studio(
      f,
      '#f3ede4',
      palette.slate,
      f.wide ? dumbbellRack(f.centre + 390, f.floorY) : frameArt(f.centre - 300, 60, 200, 130),
      f.wide ? frameArt(f.centre - 420, 110, 240, 170) : '',
      pendant(f.wide ? f.centre - 150 : f.centre + 200, 30, palette.orange),
      mat(f.centre - 90, f.floorY, 280, palette.mist),
      person('squat', [f.centre - 90, f.floorY + 20], f.size, man(1)),
      person('guide', [f.centre + 150, f.floorY + 25], f.size * 1.05, trainerStyle(3), true),
    ),
  // An older member warming up with a trainer beside her.
  (f) =>
    studio(
      f,
      palette.cream,
      '#b8916d',
      windowPanel(f.wide ? f.centre - 420 : 70, 90, f.wide ? 840 : f.width - 140, 300, f.wide ? 4 : 2),
      pendant(f.centre, 20, palette.orange),
      chair(f.wide ? f.centre + 360 : f.width - 80, f.floorY + 20, true, palette.orangeSoft),
      plant(f.wide ? f.centre - 480 : 70, f.floorY, 1.2),
      mat(f.centre - 90, f.floorY, 300),
      person('armsUp', [f.centre - 90, f.floorY + 20], f.size * 0.97, senior(2)),
      person('guide', [f.centre + 150, f.floorY + 25], f.size * 1.05, trainerStyle(4), true),
    ),
  // Aerobic bikes by the window: the second half of every session.
  (f) =>
    studio(
      f,
      palette.cream,
      '#9b8a7a',
      windowPanel(f.centre - 520, 80, 920, 340, 4),
      bike(f.centre - 360, f.floorY + 10, 1.6),
      bike(f.centre - 60, f.floorY + 10, 1.6, palette.slate),
      person('cycle', [f.centre - 60 - 18 * 1.6, f.floorY - 62], f.size * 0.85, man(3, false)),
      bike(f.centre + 240, f.floorY + 10, 1.6),
      person('stand', [f.centre + 380, f.floorY + 20], f.size * 1.05, trainerStyle(5), true),
    ),
];

// ---------------------------------------------------------------- posters and banners

function canvas(width: number, height: number, background: string, ...children: string[]): string {
  return svgDocument(width, height, rect(0, 0, width, height, background), ...children);
}

function dots(x: number, y: number, columns: number, rows: number, color: string, gap = 26): string {
  const parts: string[] = [];
  for (let c = 0; c < columns; c += 1) for (let r = 0; r < rows; r += 1) parts.push(circle(x + c * gap, y + r * gap, 4, color));
  return parts.join('');
}

function rings(x: number, y: number, color: string, count: number, step: number): string {
  return Array.from({ length: count }, (_, i) => circle(x, y, step * (i + 1), 'none', { stroke: color, 'stroke-width': 3 })).join('');
}

function playMark(x: number, y: number, r: number, fill: string = palette.orange): string {
  return [circle(x, y, r, fill), path(`M${x - r * 0.3} ${y - r * 0.45}L${x + r * 0.5} ${y}L${x - r * 0.3} ${y + r * 0.45}z`, palette.white)].join('');
}

function confetti(next: () => number, count: number, area: [number, number, number, number]): string {
  const colors = [palette.orange, palette.orangeSoft, palette.cream, palette.mist];
  return Array.from({ length: count }, () => {
    const x = Math.round(area[0] + next() * area[2]);
    const y = Math.round(area[1] + next() * area[3]);
    const color = pick(next, colors);
    return next() > 0.5
      ? circle(x, y, Math.round(4 + next() * 5), color)
      : rect(x, y, 9, 20, color, 2, { transform: `rotate(${Math.round(next() * 180)} ${x} ${y})` });
  }).join('');
}

function introPoster(): string {
  const f: Frame = { width: 1280, height: 720, floorY: 560, centre: 640, size: 330, wide: true };
  return studio(
    f,
    palette.cream,
    palette.wood,
    windowPanel(80, 90, 260, 290, 2),
    windowPanel(940, 90, 260, 290, 2),
    emblem(640, 170, 70),
    pendant(420, 50, palette.orange),
    pendant(860, 50, palette.orange),
    counter(640, f.floorY + 30, 380),
    plant(60, f.floorY, 1.2),
    plant(1220, f.floorY, 1.2),
    person('guide', [420, f.floorY + 30], f.size, trainerStyle(1)),
    person('stand', [880, f.floorY + 30], f.size * 0.95, woman(4, false), true),
  );
}

const THUMB = { width: 640, height: 360 } as const;

function thumbnail(background: string, accent: string, ...children: string[]): string {
  return canvas(
    THUMB.width,
    THUMB.height,
    background,
    circle(430, 150, 150, accent),
    dots(40, 40, 4, 4, mix(background, '#000000', 0.08)),
    rect(0, 300, THUMB.width, 60, mix(background, palette.sand, 0.6)),
    ...children,
  );
}

const audiencePosters: Record<string, () => string> = {
  women: () =>
    thumbnail(
      palette.peach,
      palette.orangeSoft,
      mat(360, 300, 260, palette.orange),
      person('sideBend', [360, 318], 260, woman(2)),
      plant(90, 300, 0.9),
    ),
  men: () =>
    thumbnail(
      palette.ice,
      '#e6ecf2',
      dumbbellRack(130, 300),
      person('curl', [380, 318], 270, { ...man(1), dumbbells: true }),
      person('guide', [520, 318], 275, trainerStyle(2), true),
    ),
  'middle-aged': () =>
    thumbnail(
      palette.cream,
      palette.sand,
      person('walk', [270, 318], 260, { ...man(1, false), hair: hairs[2] ?? palette.slate, top: palette.mist }),
      person('walk', [420, 318], 250, { ...woman(2, false), hair: hairs[1] ?? palette.slate, top: palette.orangeSoft }),
      plant(570, 300, 0.9),
    ),
  seniors: () =>
    thumbnail(
      palette.sand,
      palette.peach,
      chair(150, 318, false, palette.orangeSoft),
      person('armsUp', [330, 318], 250, senior(0)),
      person('stand', [470, 318], 255, { ...senior(1), longHair: false, top: palette.leaf }, true),
    ),
};

const BANNER = { width: 800, height: 500 } as const;

const banner = (background: string, ...children: string[]) => canvas(BANNER.width, BANNER.height, background, ...children);

function pin(x: number, y: number, scale = 1, color: string = palette.orange): string {
  return group(
    `translate(${x} ${y}) scale(${scale})`,
    ellipse(0, 4, 16, 5, 'rgba(0,0,0,0.15)'),
    path('M0 0C-10-18-30-34-30-56a30 30 0 0 1 60 0C30-34 10-18 0 0z', color),
    circle(0, -56, 11, palette.white),
  );
}

function phone(x: number, y: number, width: number, height: number, ...screen: string[]): string {
  return [
    rect(x, y, width, height, palette.navy, width * 0.14),
    rect(x + 14, y + 36, width - 28, height - 72, palette.cream, 12),
    rect(x + width / 2 - 26, y + 14, 52, 8, palette.slate, 4),
    ...screen,
  ].join('');
}

/** A gift and a price tag on a festive background; the three campaign cards differ in colour. */
function campaignArt(background: string, ring: string, box: string, ribbon: string, seed: number): string {
  return banner(
    background,
    rings(400, 260, ring, 4, 70),
    confetti(random(seed), 44, [30, 20, 740, 440]),
    rect(290, 230, 220, 190, box, 12),
    rect(272, 196, 256, 60, mix(box, '#000000', 0.12), 12),
    rect(382, 196, 36, 224, ribbon),
    path('M400 196C356 126 296 150 326 188C342 206 378 202 400 196z', ribbon),
    path('M400 196C444 126 504 150 474 188C458 206 422 202 400 196z', ribbon),
    path('M560 300l96-32l32 88l-96 32z', palette.orangeSoft),
    circle(580, 310, 8, palette.navy),
    path('M150 330l70-20l20 70l-70 20z', palette.mist),
  );
}

const bannerScenes: Record<string, () => string> = {
  'campaign-1': () => campaignArt(palette.navy, palette.slate, palette.orange, palette.cream, 11),
  'campaign-2': () => campaignArt(palette.slate, palette.mist, palette.navy, palette.orangeSoft, 12),
  'campaign-3': () => campaignArt(mix(palette.orange, '#000000', 0.1), palette.orangeSoft, palette.navy, palette.cream, 13),
  effect: () =>
    banner(
      palette.peach,
      circle(400, 250, 190, palette.orangeSoft),
      dots(620, 50, 5, 4, palette.orangeSoft),
      rect(0, 430, BANNER.width, 70, palette.sand),
      ...[
        [150, 120, palette.navy],
        [130, 300, palette.orange],
        [650, 150, palette.slate],
        [670, 320, palette.navy],
        [560, 430, palette.orange],
      ].map(([x, y, color]) => circle(Number(x), Number(y), 34, String(color)) + circle(Number(x), Number(y), 14, palette.white)),
      mat(400, 430, 260, palette.orange),
      person('armsUp', [400, 445], 300, woman(0)),
    ),
  'stretch-video': () =>
    banner(
      palette.cream,
      dots(40, 40, 5, 5, palette.sand),
      rect(150, 60, 500, 320, palette.navy, 20),
      rect(170, 80, 460, 280, palette.ice, 8),
      circle(510, 200, 90, palette.peach),
      rect(170, 300, 460, 60, palette.sand),
      person('sideBend', [400, 318], 220, woman(3, false)),
      rect(350, 380, 100, 40, palette.navy),
      rect(290, 416, 220, 16, palette.navy, 8),
      playMark(620, 90, 46),
    ),
  shops: () => {
    const roads = [
      stroke([[0, 140], [800, 210]], palette.white, 26),
      stroke([[0, 380], [800, 330]], palette.white, 26),
      stroke([[240, 0], [300, 500]], palette.white, 22),
      stroke([[560, 0], [520, 500]], palette.white, 22),
      stroke([[0, 470], [800, 20]], palette.cream, 12),
    ];
    return banner(
      palette.ice,
      rect(40, 20, 180, 100, '#cfdceb', 10),
      rect(330, 40, 200, 130, palette.leaf, 60, { opacity: 0.5 }),
      rect(600, 240, 180, 120, '#cfdceb', 10),
      rect(40, 190, 170, 150, '#cfdceb', 10),
      ...roads,
      pin(270, 190, 1.4),
      pin(540, 340, 1.6, palette.navy),
      pin(660, 130, 1.2),
      pin(120, 420, 1.1, palette.slate),
      pin(400, 270, 1.9),
    );
  },
  members: () =>
    banner(
      palette.cream,
      circle(400, 250, 220, palette.peach),
      rect(0, 430, BANNER.width, 70, palette.sand),
      person('stand', [150, 445], 250, senior(1), false),
      person('armsUp', [265, 445], 260, woman(2, false)),
      person('stand', [385, 445], 170, { ...man(3, false), top: palette.leaf }),
      person('stand', [500, 445], 280, man(1, false)),
      person('armsUp', [640, 445], 250, { ...senior(0), top: palette.orangeSoft }, true),
      confetti(random(5), 18, [40, 20, 720, 120]),
    ),
  media: () =>
    banner(
      palette.navy,
      path('M500 40L790 10V480L500 420z', palette.slate, { opacity: 0.5 }),
      rect(0, 440, BANNER.width, 60, palette.navyDeep),
      stroke([[260, 300], [190, 440]], palette.mist, 10),
      stroke([[260, 300], [260, 440]], palette.mist, 10),
      stroke([[260, 300], [330, 440]], palette.mist, 10),
      rect(150, 160, 230, 140, palette.orange, 18),
      circle(180, 140, 38, palette.cream),
      circle(270, 140, 38, palette.cream),
      rect(380, 190, 66, 80, palette.orangeSoft, 8),
      rect(520, 110, 220, 150, palette.cream, 10),
      rect(532, 122, 196, 126, palette.ice, 6),
      person('curl', [610, 250], 110, { ...woman(0), dumbbells: true }),
      person('guide', [670, 250], 115, trainerStyle(1), true),
      rect(610, 260, 40, 40, palette.cream),
      rect(570, 296, 120, 12, palette.cream, 6),
    ),
  channel: () => {
    const tiles: string[] = [];
    const colors = [palette.orange, palette.mist, palette.orangeSoft, palette.leaf, palette.peach, palette.ice];
    for (let i = 0; i < 6; i += 1) {
      const x = 70 + (i % 3) * 230;
      const y = 60 + Math.floor(i / 3) * 200;
      tiles.push(rect(x, y, 200, 120, palette.slate, 12), circle(x + 130, y + 60, 40, colors[i] ?? palette.mist), rect(x, y + 134, 170, 12, palette.slate, 6), rect(x, y + 154, 110, 12, palette.slate, 6));
    }
    return banner(palette.navyDeep, ...tiles, rect(300, 180, 200, 140, palette.orange, 36), path('M378 212l56 38l-56 38z', palette.white));
  },
  app: () =>
    banner(
      palette.peach,
      circle(250, 250, 170, palette.orangeSoft),
      dots(560, 60, 6, 5, palette.orangeSoft),
      phone(300, 30, 200, 440, ...Array.from({ length: 12 }, (_, i) => rect(330 + (i % 4) * 36, 110 + Math.floor(i / 4) * 36, 28, 28, i === 6 ? palette.orange : palette.ice, 6)), rect(330, 230, 140, 18, palette.sand, 6), rect(330, 260, 100, 18, palette.sand, 6), rect(330, 380, 140, 40, palette.navy, 20)),
      circle(560, 330, 56, palette.navy),
      stroke([[532, 330], [552, 350], [590, 310]], palette.white, 12),
      rect(130, 150, 130, 90, palette.white, 14),
      rect(146, 170, 98, 12, palette.mist, 6),
      rect(146, 194, 70, 12, palette.orange, 6),
    ),
  protein: () => {
    const next = random(23);
    const beans = Array.from({ length: 14 }, () => {
      const x = Math.round(90 + next() * 220);
      const y = Math.round(400 + next() * 40);
      return ellipse(x, y, 14, 11, palette.orangeSoft, { stroke: palette.wood, 'stroke-width': 2 });
    });
    return banner(
      palette.sand,
      circle(400, 220, 200, palette.cream),
      rect(0, 410, BANNER.width, 90, palette.wood),
      path('M260 120h200l20 300h-240z', palette.navy),
      rect(260, 100, 200, 30, palette.slate, 6),
      rect(280, 220, 160, 120, palette.cream, 10),
      emblem(360, 280, 36),
      rect(530, 200, 110, 220, '#dfe8f1', 24),
      rect(530, 300, 110, 120, palette.mist, 24),
      rect(545, 170, 80, 40, palette.orange, 10),
      path('M120 400c0-40 80-40 80 0z', palette.white),
      rect(196, 394, 60, 10, palette.white, 5),
      ...beans,
    );
  },
};

// ---------------------------------------------------------------- the files

const file = (artwork: Artwork, svg: () => string): SectionArtwork => ({
  file: artwork.src,
  svg,
  size: { width: artwork.width, height: artwork.height },
});

function bannerName(artwork: Artwork): string {
  return artwork.src.replace(/^.*\/pickup-|\.webp$/g, '');
}

function videoName(artwork: Artwork): string {
  return artwork.src.replace(/^.*\/video-|\.webp$/g, '');
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`No artwork drawn for ${what}`);
  return value;
}

/** Every picture lib/site/top/media.ts names, with the drawing that makes it. */
export const topMediaArtworks: SectionArtwork[] = [
  ...mainVisualSlides.flatMap((slide, index) => {
    const scene = required(mainVisualScenes[index], slide.wide.src);
    return [file(slide.wide, () => scene(WIDE_FRAME)), ...(slide.narrow ? [file(slide.narrow, () => scene(NARROW_FRAME))] : [])];
  }),
  file(introVideo.poster, introPoster),
  ...audienceVideos.map((video) => file(video.poster, required(audiencePosters[videoName(video.poster)], video.poster.src))),
  ...campaignCardImages.map((image) => file(image, required(bannerScenes[bannerName(image)], image.src))),
  ...pickupBanners.map((item) => file(item.image, required(bannerScenes[bannerName(item.image)], item.image.src))),
];
