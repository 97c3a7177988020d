import { circle, ellipse, hairs, mix, palette, path, rect, skins, svgDocument } from './svg';

/*
 * 400x400 head-and-shoulders portraits without faces. Odd variants are men, even variants
 * women (trainers.ts and reviews.ts pick portraits by that rule).
 */

type HairStyle = 'short' | 'crew' | 'side' | 'grey' | 'long' | 'bob' | 'ponytail' | 'bun';
const STYLES: HairStyle[] = ['short', 'long', 'crew', 'bob', 'side', 'ponytail', 'grey', 'bun'];

const HEAD = { x: 200, y: 175, rx: 58, ry: 68 } as const;

function hairBehind(style: HairStyle, color: string): string {
  switch (style) {
    case 'long':
      return path('M136 180C128 90 272 90 264 180L276 300C240 318 160 318 124 300z', color);
    case 'bob':
      return path('M132 178C124 92 276 92 268 178L272 250C250 262 150 262 128 250z', color);
    case 'ponytail':
      return ellipse(268, 215, 24, 52, color, { transform: 'rotate(-18 268 215)' });
    case 'bun':
      return circle(200, 102, 34, color);
    default:
      return '';
  }
}

function hairTop(style: HairStyle, color: string): string {
  switch (style) {
    case 'crew':
      return path('M143 160C140 112 172 102 200 102C232 102 262 114 258 160C246 140 226 128 200 128C176 128 156 138 143 160z', color);
    case 'side':
      return path('M141 172C134 108 176 96 206 98C246 100 266 124 259 170C252 138 226 124 196 126C214 136 226 146 230 156C200 136 164 140 141 172z', color);
    case 'long':
    case 'bob':
    case 'ponytail':
    case 'bun':
      return path('M140 180C134 110 170 100 200 100C236 100 268 116 260 180C248 150 232 132 214 126C196 146 166 158 140 180z', color);
    default:
      return path('M140 168C136 110 172 100 202 100C238 100 264 118 260 168C248 144 228 132 200 132C176 132 154 142 140 168z', color);
  }
}

export function portrait(variant: number, role: 'trainer' | 'member'): string {
  const style = STYLES[(variant - 1) % STYLES.length] ?? 'short';
  const skin = skins[variant % skins.length] ?? palette.peach;
  const trainer = role === 'trainer';
  // Grey hair for older members only; a trainer with the same cut has dark hair.
  const hair = style === 'grey' && !trainer ? (hairs[3] ?? palette.mist) : (hairs[variant % 3] ?? palette.navyDeep);
  const background = trainer ? [palette.ice, palette.peach][variant % 2] : [palette.cream, palette.sand, palette.peach, palette.ice][variant % 4];
  const accent = trainer ? palette.orangeSoft : [palette.orangeSoft, palette.mist, palette.white][variant % 3];
  const top = trainer ? palette.navy : ([palette.orange, palette.slate, palette.leaf, palette.mist, palette.white, palette.orangeSoft][variant % 6] ?? palette.orange);
  const collar = trainer
    ? [path('M170 262l30 40l30-40z', palette.white), path('M200 302l-14 98h28z', mix(palette.navy, '#ffffff', 0.1)), rect(92, 330, 40, 8, palette.orange, 4)].join('')
    : path('M168 262c10 26 54 26 64 0z', skin);
  return svgDocument(
    400,
    400,
    rect(0, 0, 400, 400, background ?? palette.cream),
    circle(variant % 2 ? 300 : 100, variant % 3 ? 90 : 120, 70, accent ?? palette.orangeSoft, { opacity: 0.7 }),
    circle(200, 200, 150, mix(background ?? palette.cream, '#ffffff', 0.35)),
    hairBehind(style, hair),
    path('M60 400C60 310 120 262 200 262C280 262 340 310 340 400z', top),
    rect(178, 220, 44, 52, mix(skin, '#000000', 0.08), 16),
    collar,
    ellipse(HEAD.x - HEAD.rx + 2, HEAD.y + 8, 10, 16, mix(skin, '#000000', 0.05)),
    ellipse(HEAD.x + HEAD.rx - 2, HEAD.y + 8, 10, 16, mix(skin, '#000000', 0.05)),
    ellipse(HEAD.x, HEAD.y, HEAD.rx, HEAD.ry, skin),
    hairTop(style, hair),
  );
}
