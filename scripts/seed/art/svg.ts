/*
 * Small SVG helpers for the generated artwork: flat shapes in one palette, and stick-and-shape
 * people whose poses are lists of joints. No text is ever drawn (no fonts needed).
 */

export const palette = {
  navyDeep: '#121d31',
  navy: '#1c2b45',
  slate: '#3c5273',
  mist: '#8fa3bf',
  ice: '#d7e0ea',
  orange: '#ee7f2d',
  orangeSoft: '#f5b379',
  peach: '#f9dcc2',
  cream: '#f7f2ea',
  sand: '#e9dece',
  wood: '#c9a47e',
  leaf: '#5e8c7f',
  white: '#ffffff',
} as const;

export const skins = ['#f1c9a7', '#e3b08a', '#c98f69'] as const;
export const hairs = ['#2a2320', '#4a3528', '#6b4a35', '#8a8580'] as const;

export type Pt = readonly [number, number];

const attrs = (extra: Record<string, string | number | undefined>) =>
  Object.entries(extra)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Record<string, string | number> = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, rx: rx || undefined, fill, ...extra })}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Record<string, string | number> = {}) =>
  `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Record<string, string | number> = {}) =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;

export const path = (d: string, fill: string, extra: Record<string, string | number> = {}) => `<path${attrs({ d, fill, ...extra })}/>`;

export const stroke = (points: readonly Pt[], color: string, width: number, extra: Record<string, string | number> = {}) =>
  `<polyline${attrs({
    points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(' '),
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  })}/>`;

export const group = (transform: string, ...children: string[]) => `<g transform="${transform}">${children.join('')}</g>`;

export const svgDocument = (width: number, height: number, ...children: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${children.join('')}</svg>`;

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Mixes two #rrggbb colours; amount 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [ca, cb] = [channels(a), channels(b)];
  return `#${ca
    .map((value, i) => Math.round(value + ((cb[i] ?? value) - value) * amount).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** A repeatable random sequence, so the artwork is the same every time it is generated. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

// ---------------------------------------------------------------- people

/** Joints of a person about 100 units tall, feet at y = 0, facing right. */
export interface Pose {
  head: Pt;
  neck: Pt;
  hip: Pt;
  backElbow: Pt;
  backHand: Pt;
  frontElbow: Pt;
  frontHand: Pt;
  backKnee: Pt;
  backFoot: Pt;
  frontKnee: Pt;
  frontFoot: Pt;
}

export const poses = {
  stand: {
    head: [0, -89],
    neck: [0, -77],
    hip: [0, -45],
    backElbow: [-7, -58],
    backHand: [-8, -43],
    frontElbow: [7, -58],
    frontHand: [8, -43],
    backKnee: [-4, -22],
    backFoot: [-6, 0],
    frontKnee: [4, -22],
    frontFoot: [6, 0],
  },
  armsUp: {
    head: [0, -89],
    neck: [0, -77],
    hip: [0, -45],
    backElbow: [-7, -92],
    backHand: [-4, -108],
    frontElbow: [7, -92],
    frontHand: [4, -108],
    backKnee: [-5, -22],
    backFoot: [-9, 0],
    frontKnee: [5, -22],
    frontFoot: [9, 0],
  },
  sideBend: {
    head: [-9, -86],
    neck: [-5, -75],
    hip: [0, -45],
    backElbow: [-14, -56],
    backHand: [-16, -41],
    frontElbow: [3, -96],
    frontHand: [-12, -107],
    backKnee: [-6, -22],
    backFoot: [-10, 0],
    frontKnee: [6, -22],
    frontFoot: [10, 0],
  },
  squat: {
    head: [7, -65],
    neck: [4, -54],
    hip: [-14, -30],
    backElbow: [14, -52],
    backHand: [28, -53],
    frontElbow: [16, -50],
    frontHand: [30, -51],
    backKnee: [6, -28],
    backFoot: [-2, 0],
    frontKnee: [10, -27],
    frontFoot: [3, 0],
  },
  lunge: {
    head: [2, -82],
    neck: [1, -70],
    hip: [0, -39],
    backElbow: [-6, -52],
    backHand: [-3, -38],
    frontElbow: [8, -52],
    frontHand: [5, -38],
    backKnee: [-16, -8],
    backFoot: [-34, 0],
    frontKnee: [19, -22],
    frontFoot: [20, 0],
  },
  curl: {
    head: [0, -89],
    neck: [0, -77],
    hip: [0, -45],
    backElbow: [-3, -58],
    backHand: [7, -68],
    frontElbow: [5, -58],
    frontHand: [15, -69],
    backKnee: [-4, -22],
    backFoot: [-7, 0],
    frontKnee: [4, -22],
    frontFoot: [7, 0],
  },
  walk: {
    head: [3, -89],
    neck: [2, -77],
    hip: [0, -45],
    backElbow: [-8, -58],
    backHand: [-12, -45],
    frontElbow: [10, -59],
    frontHand: [17, -48],
    backKnee: [-6, -23],
    backFoot: [-16, 0],
    frontKnee: [9, -23],
    frontFoot: [15, 0],
  },
  cycle: {
    head: [14, -82],
    neck: [10, -71],
    hip: [-4, -46],
    backElbow: [18, -58],
    backHand: [27, -62],
    frontElbow: [20, -57],
    frontHand: [29, -61],
    backKnee: [14, -38],
    backFoot: [8, -14],
    frontKnee: [12, -54],
    frontFoot: [16, -28],
  },
  guide: {
    head: [0, -89],
    neck: [0, -77],
    hip: [0, -45],
    backElbow: [-6, -58],
    backHand: [-2, -46],
    frontElbow: [12, -62],
    frontHand: [25, -64],
    backKnee: [-4, -22],
    backFoot: [-6, 0],
    frontKnee: [4, -22],
    frontFoot: [7, 0],
  },
  sit: {
    head: [2, -82],
    neck: [1, -70],
    hip: [-2, -38],
    backElbow: [6, -50],
    backHand: [18, -50],
    frontElbow: [8, -50],
    frontHand: [20, -49],
    backKnee: [18, -38],
    backFoot: [18, 0],
    frontKnee: [20, -37],
    frontFoot: [21, 0],
  },
} as const satisfies Record<string, Pose>;

export type PoseName = keyof typeof poses;

export interface PersonStyle {
  skin: string;
  top: string;
  bottom: string;
  hair: string;
  longHair?: boolean;
  /** Pressure bands on the upper arms and thighs. */
  bands?: boolean;
  /** A small dumbbell in each hand. */
  dumbbells?: boolean;
}

const along = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

function limbs(
  shoulder: Pt,
  hip: Pt,
  elbow: Pt,
  hand: Pt,
  knee: Pt,
  foot: Pt,
  style: PersonStyle,
  shade: number,
): string[] {
  const dim = (color: string) => mix(color, '#000000', shade);
  const parts = [
    stroke([hip, knee, foot], dim(style.bottom), 12),
    ellipse(foot[0] + 3, foot[1] - 1.5, 6, 3, dim(palette.navyDeep)),
    stroke([shoulder, elbow], dim(style.top), 9.5),
    stroke([elbow, hand], dim(style.skin), 7.5),
  ];
  if (style.bands) {
    parts.push(stroke([along(shoulder, elbow, 0.3), along(shoulder, elbow, 0.45)], dim(palette.orange), 11, { 'stroke-linecap': 'butt' }));
    parts.push(stroke([along(hip, knee, 0.3), along(hip, knee, 0.45)], dim(palette.orange), 14, { 'stroke-linecap': 'butt' }));
  }
  if (style.dumbbells) {
    const [x, y] = hand;
    parts.push(rect(x - 8, y - 1.5, 16, 3, dim(palette.slate), 1.5), rect(x - 10, y - 5, 5, 10, dim(palette.orange), 2), rect(x + 5, y - 5, 5, 10, dim(palette.orange), 2));
  }
  return parts;
}

/** A person in a pose, standing at `at` (feet), `size` units tall. */
export function person(poseName: PoseName, at: Pt, size: number, style: PersonStyle, facingLeft = false): string {
  const pose: Pose = poses[poseName];
  const shoulder = along(pose.neck, pose.hip, 0.1);
  const [hx, hy] = pose.head;
  const body = [
    style.longHair ? ellipse(hx - 4, hy + 5, 9, 13, style.hair) : '',
    ...limbs(shoulder, pose.hip, pose.backElbow, pose.backHand, pose.backKnee, pose.backFoot, style, 0.18),
    stroke([pose.neck, pose.hip], style.top, 21),
    stroke([along(pose.hip, pose.neck, 0.22), along(pose.hip, pose.neck, -0.08)], style.bottom, 21, { 'stroke-linecap': 'butt' }),
    ...limbs(shoulder, pose.hip, pose.frontElbow, pose.frontHand, pose.frontKnee, pose.frontFoot, style, 0),
    circle(hx, hy, 9.5, style.skin),
    path(`M${hx - 9.8} ${hy + 2}a9.8 9.8 0 0 1 19.6 -1c-4-3-9-3.5-13-1.5c-2 1-4 2-6.6 2.5z`, style.hair),
  ];
  const scale = size / 100;
  return group(`translate(${at[0]} ${at[1]}) scale(${facingLeft ? -scale : scale} ${scale})`, ...body);
}
