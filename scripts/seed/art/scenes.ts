import type { ArticleScene, InteriorScene } from '../images';
import {
  ball,
  bench,
  bike,
  chair,
  counter,
  dumbbellRack,
  emblem,
  frameArt,
  lockers,
  mat,
  mirrorWall,
  pendant,
  plant,
  table,
  windowPanel,
} from './furniture';
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
  type PoseName,
  random,
  rect,
  skins,
  stroke,
  svgDocument,
} from './svg';

const STORE = { width: 1200, height: 800, floor: 600 } as const;
const ARTICLE = { width: 1200, height: 675 } as const;

export const trainerStyle = (variant: number): PersonStyle => ({
  skin: skins[variant % skins.length] ?? palette.peach,
  top: palette.navy,
  bottom: palette.slate,
  hair: hairs[variant % 3] ?? palette.navyDeep,
  longHair: variant % 2 === 1,
});

export const memberStyle = (variant: number, bands = true): PersonStyle => ({
  skin: skins[(variant + 1) % skins.length] ?? palette.peach,
  top: [palette.orange, palette.white, palette.orangeSoft, palette.mist][variant % 4] ?? palette.orange,
  bottom: [palette.navyDeep, palette.slate, palette.navy][variant % 3] ?? palette.navy,
  hair: hairs[(variant + 2) % hairs.length] ?? palette.navyDeep,
  longHair: variant % 2 === 0,
  bands,
});

function room(wall: string, floor: string, ...children: string[]): string {
  const { width, height, floor: floorY } = STORE;
  const planks = Array.from({ length: 7 }, (_, i) => rect(0, floorY + 22 + i * 30, width, 2, mix(floor, '#ffffff', 0.08)));
  return svgDocument(
    width,
    height,
    rect(0, 0, width, height, wall),
    rect(0, floorY - 150, width, 150, mix(wall, palette.sand, 0.5)),
    rect(0, floorY, width, height - floorY, floor),
    ...planks,
    rect(0, floorY - 10, width, 12, palette.navy),
    ...children,
  );
}

// ---------------------------------------------------------------- store photographs

const MEMBER_POSES: PoseName[] = ['curl', 'squat', 'lunge', 'armsUp', 'sideBend'];
const WALLS = [palette.cream, '#f3ede4', '#eef2f5', '#f6ece2'];
const FLOORS = [palette.wood, '#b8916d', '#9b8a7a', palette.slate];

/** The main photograph of a store: a different arrangement of the same studio for each store. */
export function storeScene(index: number): string {
  const next = random(1000 + index * 7919);
  const floorY = STORE.floor;
  const wall = WALLS[index % WALLS.length] ?? palette.cream;
  const floor = FLOORS[Math.floor(index / 3) % FLOORS.length] ?? palette.wood;
  const mirrored = Math.floor(index / 3) % 2 === 1;
  const back = mirrored
    ? mirrorWall(80, 90, 640, 360)
    : [windowPanel(90, 100, 280, 300, 2), windowPanel(430, 100, 280, 300, 2)].join('');
  const side = (['rack', 'bikes', 'ball'] as const)[index % 3] ?? 'rack';
  const sideItems = {
    rack: dumbbellRack(960, floorY),
    bikes: [bike(860, floorY + 10, 1.6), bike(1080, floorY + 10, 1.6, palette.slate)].join(''),
    ball: [ball(880, floorY, 56), bench(1040, floorY, 200), emblem(1000, 240, 70)].join(''),
  }[side];
  const pose = MEMBER_POSES[index % MEMBER_POSES.length] ?? 'curl';
  const memberX = 330 + Math.round(next() * 120);
  return room(
    wall,
    floor,
    back,
    pendant(200, 40 + Math.round(next() * 30), palette.orange),
    pendant(600, 40 + Math.round(next() * 30)),
    side === 'rack' ? emblem(960, 230, 60) : '',
    sideItems,
    plant(40, floorY, 1.1),
    mat(memberX, floorY, 260),
    person(pose, [memberX, floorY + 20], 330, { ...memberStyle(index), dumbbells: pose === 'curl' }),
    person('guide', [memberX + 220, floorY + 20], 345, trainerStyle(index), true),
  );
}

// ---------------------------------------------------------------- shared interior photographs

export const interiorScenes: Record<InteriorScene, () => string> = {
  reception: () =>
    room(
      palette.cream,
      palette.wood,
      emblem(600, 230, 90),
      pendant(380, 90, palette.orange),
      pendant(600, 20),
      pendant(820, 90, palette.orange),
      plant(180, STORE.floor, 1.4),
      plant(1040, STORE.floor, 1.2),
      counter(600, STORE.floor + 30, 480),
      person('stand', [770, STORE.floor - 120], 250, trainerStyle(1)),
    ),
  mirror: () =>
    room(
      '#eef2f5',
      palette.wood,
      mirrorWall(40, 70, 1120, 400),
      mat(330, STORE.floor, 300),
      mat(800, STORE.floor, 300, palette.mist),
      person('armsUp', [330, STORE.floor + 20], 320, memberStyle(2)),
      person('sideBend', [800, STORE.floor + 20], 320, memberStyle(3)),
      person('guide', [1040, STORE.floor + 30], 340, trainerStyle(2), true),
    ),
  bikes: () =>
    room(
      palette.cream,
      '#9b8a7a',
      windowPanel(80, 90, 1040, 330, 4),
      bike(240, STORE.floor + 10, 1.5),
      bike(600, STORE.floor + 10, 1.5, palette.slate),
      person('cycle', [600 - 18, STORE.floor - 58], 300, memberStyle(1, false)),
      bike(960, STORE.floor + 10, 1.5),
    ),
  weights: () =>
    room(
      '#f3ede4',
      palette.slate,
      dumbbellRack(300, STORE.floor),
      dumbbellRack(300, STORE.floor - 200),
      frameArt(820, 110, 260, 180),
      bench(780, STORE.floor + 20, 260),
      person('curl', [660, STORE.floor + 30], 330, { ...memberStyle(0), dumbbells: true }),
      person('guide', [1020, STORE.floor + 30], 340, trainerStyle(3), true),
    ),
  lockers: () =>
    room(
      '#eef2f5',
      palette.wood,
      lockers(120, 90, 6, 3, 100),
      bench(500, STORE.floor + 40, 420, palette.orange),
      rect(410, STORE.floor - 40, 90, 18, palette.white, 6),
      plant(1000, STORE.floor, 1.3),
      rect(860, 160, 220, 260, palette.ice, 110),
      rect(872, 172, 196, 236, '#e8eef4', 98),
    ),
  counseling: () =>
    room(
      palette.cream,
      palette.wood,
      frameArt(150, 110, 240, 170, palette.orangeSoft),
      frameArt(820, 130, 200, 140),
      windowPanel(450, 100, 300, 300, 2),
      table(600, STORE.floor + 20, 360),
      chair(380, STORE.floor + 20),
      chair(820, STORE.floor + 20, true, palette.mist),
      person('sit', [400, STORE.floor - 18], 330, memberStyle(2, false)),
      person('sit', [800, STORE.floor - 18], 330, trainerStyle(4), true),
      rect(560, STORE.floor - 124, 70, 8, palette.navy, 2),
      rect(566, STORE.floor - 160, 58, 38, palette.slate, 3),
      rect(650, STORE.floor - 126, 22, 26, palette.white, 4),
      plant(1100, STORE.floor, 1.1),
    ),
};

// ---------------------------------------------------------------- article pictures

function canvas(background: string, ...children: string[]): string {
  return svgDocument(ARTICLE.width, ARTICLE.height, rect(0, 0, ARTICLE.width, ARTICLE.height, background), ...children);
}

function dots(x: number, y: number, columns: number, rows: number, color: string, gap = 28): string {
  const parts: string[] = [];
  for (let c = 0; c < columns; c += 1) for (let r = 0; r < rows; r += 1) parts.push(circle(x + c * gap, y + r * gap, 4, color));
  return parts.join('');
}

function rings(x: number, y: number, color: string, count = 3, step = 70): string {
  return Array.from({ length: count }, (_, i) => circle(x, y, step * (i + 1), 'none', { stroke: color, 'stroke-width': 3 })).join('');
}

function handDumbbell(x: number, y: number, scale = 1): string {
  return group(`translate(${x} ${y}) scale(${scale})`, rect(-20, -3, 40, 6, palette.slate, 3), rect(-26, -11, 12, 22, palette.orange, 4), rect(14, -11, 12, 22, palette.orange, 4));
}

function confetti(next: () => number, count: number, area: [number, number, number, number]): string {
  const colors = [palette.orange, palette.orangeSoft, palette.cream, palette.mist];
  return Array.from({ length: count }, () => {
    const x = area[0] + next() * area[2];
    const y = area[1] + next() * area[3];
    const color = pick(next, colors);
    return next() > 0.5
      ? circle(x, y, 5 + next() * 6, color)
      : rect(x, y, 10, 22, color, 2, { transform: `rotate(${Math.round(next() * 180)} ${x} ${y})` });
  }).join('');
}

function tree(x: number, groundY: number, size: number): string {
  return [rect(x - 6, groundY - size, 12, size, palette.wood, 3), circle(x, groundY - size, size * 0.45, palette.leaf), circle(x + size * 0.25, groundY - size * 0.8, size * 0.3, mix(palette.leaf, '#000000', 0.12))].join('');
}

export const articleScenes: Record<ArticleScene, () => string> = {
  kaatsuArm: () =>
    canvas(
      palette.navy,
      rings(900, 340, palette.slate, 4, 80),
      dots(80, 80, 6, 4, palette.slate),
      circle(100, 600, 170, palette.slate),
      stroke([[180, 520], [560, 420], [760, 200]], skins[0], 110),
      ellipse(565, 410, 105, 70, skins[0]),
      circle(790, 170, 62, skins[0]),
      group('rotate(-15 360 470)', rect(300, 400, 90, 150, palette.orange, 14), rect(318, 400, 16, 150, mix(palette.orange, '#000000', 0.2)), rect(390, 450, 40, 50, palette.orangeSoft, 8)),
      stroke([[430, 475], [520, 470]], palette.orangeSoft, 10),
    ),
  kaatsuSession: () =>
    canvas(
      palette.cream,
      circle(600, 300, 260, palette.peach),
      rect(0, 560, ARTICLE.width, 115, palette.sand),
      person('curl', [500, 590], 420, { ...memberStyle(0), dumbbells: true }),
      person('guide', [780, 590], 440, trainerStyle(1), true),
      plant(1060, 590, 1.3),
    ),
  stretch: () =>
    canvas(
      palette.peach,
      circle(880, 200, 120, palette.orangeSoft),
      dots(90, 90, 5, 5, palette.orangeSoft),
      rect(0, 560, ARTICLE.width, 115, palette.sand),
      mat(600, 560, 420, palette.orange),
      person('sideBend', [600, 575], 440, memberStyle(3, false)),
    ),
  squat: () =>
    canvas(
      palette.ice,
      ...[0, 1, 2].map((i) => path(`M${150 + i * 60} 150l40 40l-40 40`, 'none', { stroke: palette.mist, 'stroke-width': 14, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })),
      circle(640, 330, 220, '#e6ecf2'),
      rect(0, 580, ARTICLE.width, 95, palette.slate),
      person('squat', [640, 590], 470, memberStyle(2)),
    ),
  walking: () =>
    canvas(
      palette.cream,
      circle(980, 150, 80, palette.orangeSoft),
      path('M0 560C300 520 800 520 1200 560V675H0z', palette.sand),
      path('M0 600C400 570 800 580 1200 620V675H0z', palette.wood),
      tree(160, 560, 200),
      tree(1060, 570, 240),
      person('walk', [470, 600], 380, { ...memberStyle(1, false), hair: hairs[3] }),
      person('walk', [680, 600], 360, { ...memberStyle(2, false), hair: hairs[3], longHair: false }),
    ),
  meal: () =>
    canvas(
      palette.sand,
      rect(120, 60, 960, 560, palette.wood, 30),
      circle(540, 340, 190, palette.white),
      circle(540, 340, 160, palette.cream),
      ellipse(470, 300, 70, 44, palette.orange, { transform: 'rotate(-20 470 300)' }),
      ...[[600, 260], [640, 320], [590, 330], [620, 400]].map(([x, y]) => ellipse(x ?? 0, y ?? 0, 30, 16, palette.leaf, { transform: `rotate(${(x ?? 0) % 60} ${x} ${y})` })),
      circle(500, 420, 36, palette.white),
      circle(500, 420, 16, palette.orangeSoft),
      circle(880, 220, 96, palette.navy),
      circle(880, 220, 78, palette.white),
      circle(880, 470, 90, palette.navy),
      circle(880, 470, 72, palette.orangeSoft),
      stroke([[250, 520], [330, 150]], palette.navyDeep, 10),
      stroke([[280, 526], [360, 156]], palette.navyDeep, 10),
    ),
  protein: () =>
    canvas(
      palette.peach,
      rings(600, 360, palette.orangeSoft, 3, 110),
      rect(200, 420, 150, 150, palette.navy, 16),
      rect(190, 400, 170, 40, palette.orange, 10),
      rect(225, 470, 100, 60, palette.orangeSoft, 8),
      rect(0, 560, ARTICLE.width, 115, palette.sand),
      rect(430, 210, 170, 360, palette.navy, 30),
      rect(445, 300, 140, 160, palette.slate, 16),
      rect(440, 160, 150, 60, palette.orange, 14),
      rect(500, 120, 30, 50, palette.orange, 8),
      path('M680 330h150l-18 240h-114z', '#e6ecf2'),
      path('M688 420h134l-12 150h-110z', palette.orangeSoft),
    ),
  sleep: () =>
    canvas(
      palette.navyDeep,
      circle(820, 220, 110, palette.orangeSoft),
      circle(870, 180, 100, palette.navyDeep),
      ...[[200, 120], [320, 220], [480, 100], [620, 260], [1000, 420], [1080, 120], [140, 330]].map(([x, y]) => circle(x ?? 0, y ?? 0, 5, palette.cream)),
      rect(140, 470, 920, 120, palette.slate, 30),
      rect(180, 420, 260, 90, palette.cream, 40),
      rect(400, 440, 620, 110, palette.mist, 30),
      rect(120, 560, 960, 40, palette.navy, 12),
    ),
  posture: () =>
    canvas(
      palette.ice,
      rect(0, 580, ARTICLE.width, 95, palette.mist),
      stroke([[600, 60], [600, 600]], palette.orange, 6, { 'stroke-dasharray': '18 16' }),
      person('stand', [600, 590], 480, memberStyle(3, false)),
      circle(600, 590 - 89 * 4.8, 14, palette.orange),
      circle(600, 590 - 45 * 4.8, 14, palette.orange),
      rect(160, 120, 160, 360, palette.white, 12),
      rect(176, 136, 128, 328, '#e8eef4', 8),
    ),
  calendar: () => {
    const cells: string[] = [];
    for (let r = 0; r < 5; r += 1) {
      for (let c = 0; c < 7; c += 1) {
        const highlight = (r === 4 && c >= 2 && c <= 5) || (r === 0 && c === 0);
        cells.push(rect(250 + c * 80, 230 + r * 70, 64, 54, highlight ? palette.orange : palette.ice, 8));
      }
    }
    return canvas(
      palette.cream,
      dots(980, 420, 5, 6, palette.sand),
      rect(220, 120, 620, 500, palette.white, 24),
      rect(220, 120, 620, 90, palette.navy, 24),
      rect(220, 170, 620, 40, palette.navy),
      rect(290, 90, 20, 70, palette.slate, 10),
      rect(750, 90, 20, 70, palette.slate, 10),
      ...cells,
      circle(960, 220, 110, palette.navy),
      circle(960, 220, 92, palette.white),
      stroke([[960, 220], [960, 160]], palette.navy, 10),
      stroke([[960, 220], [1005, 245]], palette.orange, 10),
    );
  },
  opening: () => {
    const next = random(42);
    return canvas(
      '#e6ecf2',
      circle(1000, 120, 70, palette.orangeSoft),
      rect(0, 600, ARTICLE.width, 75, palette.sand),
      rect(300, 180, 600, 420, palette.cream),
      rect(280, 150, 640, 50, palette.navy, 6),
      ...Array.from({ length: 8 }, (_, i) => path(`M${300 + i * 75} 200h75v40a37.5 37.5 0 0 1 -75 0z`, i % 2 === 0 ? palette.orange : palette.white)),
      windowPanel(340, 300, 200, 200, 2),
      rect(620, 300, 220, 300, palette.navy, 6),
      rect(640, 320, 80, 260, palette.mist, 4),
      rect(740, 320, 80, 260, palette.mist, 4),
      rect(520, 40, 160, 100, palette.navy, 10),
      emblem(600, 90, 34),
      plant(250, 600, 1),
      plant(950, 600, 1),
      path('M300 260C500 330 700 330 900 260', 'none', { stroke: palette.orange, 'stroke-width': 12 }),
      confetti(next, 40, [120, 40, 960, 240]),
    );
  },
  app: () =>
    canvas(
      palette.peach,
      circle(320, 340, 200, palette.orangeSoft),
      dots(860, 100, 6, 5, palette.orangeSoft),
      rect(440, 60, 320, 560, palette.navy, 44),
      rect(460, 100, 280, 480, palette.cream, 20),
      rect(480, 120, 240, 70, palette.orange, 12),
      ...Array.from({ length: 12 }, (_, i) => rect(480 + (i % 4) * 62, 210 + Math.floor(i / 4) * 62, 50, 50, i === 6 ? palette.orange : palette.ice, 8)),
      rect(480, 410, 240, 24, palette.sand, 8),
      rect(480, 446, 180, 24, palette.sand, 8),
      rect(500, 500, 200, 54, palette.navy, 27),
      rect(570, 76, 60, 8, palette.slate, 4),
    ),
  team: () =>
    canvas(
      palette.cream,
      circle(600, 320, 280, palette.peach),
      rect(0, 580, ARTICLE.width, 95, palette.sand),
      person('stand', [380, 600], 420, trainerStyle(2)),
      person('guide', [600, 600], 450, trainerStyle(1)),
      person('stand', [820, 600], 420, trainerStyle(0), true),
    ),
  media: () =>
    canvas(
      palette.navy,
      path('M760 80L1180 40V640L760 560z', palette.slate, { opacity: 0.5 }),
      rect(0, 600, ARTICLE.width, 75, palette.navyDeep),
      stroke([[420, 420], [330, 610]], palette.mist, 12),
      stroke([[420, 420], [420, 610]], palette.mist, 12),
      stroke([[420, 420], [510, 610]], palette.mist, 12),
      rect(280, 230, 300, 190, palette.orange, 24),
      circle(320, 200, 50, palette.cream),
      circle(440, 200, 50, palette.cream),
      rect(580, 270, 90, 110, palette.orangeSoft, 10),
      circle(690, 325, 50, palette.slate),
      circle(690, 325, 28, palette.ice),
      stroke([[880, 600], [880, 330]], palette.mist, 10),
      rect(850, 230, 60, 110, palette.cream, 30),
      circle(1020, 140, 50, palette.orangeSoft),
    ),
  dumbbells: () =>
    canvas(
      palette.sand,
      handDumbbell(380, 260, 6),
      handDumbbell(420, 440, 5),
      circle(820, 300, 110, 'none', { stroke: palette.orange, 'stroke-width': 22 }),
      rect(700, 450, 300, 120, palette.navy, 14),
      rect(700, 480, 300, 16, palette.slate),
      path('M960 130a60 60 0 1 1 1 0z', palette.slate),
      circle(1000, 160, 70, palette.navy),
      rect(960, 60, 80, 50, 'none', 20, { stroke: palette.navy, 'stroke-width': 16 }),
    ),
  cycling: () =>
    canvas(
      palette.ice,
      ...[140, 220, 300].map((y) => rect(100, y, 260 - y / 3, 12, palette.mist, 6)),
      circle(800, 300, 200, '#e6ecf2'),
      rect(0, 580, ARTICLE.width, 95, palette.slate),
      bike(640, 590, 2.4),
      person('cycle', [640 - 18 * 2.4, 590 - 58 * 2.4], 440, memberStyle(0, false)),
    ),
  campaign: () => {
    const next = random(7);
    return canvas(
      palette.navy,
      rings(600, 340, palette.slate, 4, 90),
      confetti(next, 50, [60, 40, 1080, 600]),
      rect(430, 300, 340, 260, palette.orange, 12),
      rect(410, 250, 380, 80, mix(palette.orange, '#000000', 0.12), 12),
      rect(575, 250, 50, 310, palette.cream),
      path('M600 250C540 160 460 190 500 240C520 262 570 256 600 250z', palette.cream),
      path('M600 250C660 160 740 190 700 240C680 262 630 256 600 250z', palette.cream),
      path('M880 380l120 -40l40 110l-120 40z', palette.orangeSoft),
      circle(905, 392, 10, palette.navy),
    );
  },
  water: () =>
    canvas(
      palette.cream,
      circle(600, 320, 250, palette.ice),
      rect(0, 580, ARTICLE.width, 95, palette.sand),
      rect(430, 150, 150, 430, '#cfdceb', 40),
      rect(430, 320, 150, 260, palette.mist, 40),
      rect(460, 110, 90, 60, palette.navy, 12),
      path('M650 330h150l-16 250h-118z', '#dfe8f1'),
      path('M658 410h134l-12 170h-110z', palette.mist),
      path('M880 180c0 0 -40 60 -40 90a40 40 0 0 0 80 0c0-30-40-90-40-90z', palette.mist),
      path('M320 260c0 0 -26 40 -26 60a26 26 0 0 0 52 0c0-20-26-60-26-60z', palette.orangeSoft),
    ),
};
