/** The three image navigation tiles of the top page. */
import { routes } from '@/lib/core/routes';

export type TileKey = 'flow' | 'reviews' | 'program';

export const tileImage = (key: TileKey) => `/images/top/tile-${key}.webp`;

export interface NavigationTile {
  href: string;
  en: string;
  ja: string;
  text: string;
  image: string;
}

export const TILES: readonly NavigationTile[] = [
  {
    href: routes.flow.path,
    en: 'FLOW',
    ja: '無料体験の流れ',
    text: 'ご予約から当日の流れ、持ち物までをご案内します。',
    image: tileImage('flow'),
  },
  {
    href: `${routes.flow.path}#reviews`,
    en: 'VOICE',
    ja: 'お客様の声',
    text: '実際に通われている会員さまの感想をご紹介します。',
    image: tileImage('reviews'),
  },
  {
    href: routes.studiomenu.path,
    en: 'PROGRAM',
    ja: 'プログラム・料金',
    text: '通い放題のコースと各料金をご案内します。',
    image: tileImage('program'),
  },
];
