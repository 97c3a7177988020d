import { marketing, trial, yen } from '@/lib/core/facts';

/**
 * The brand and site-wide texts. Pages and metadata read them from here; nothing else spells
 * the site name or tagline.
 */
export const site = {
  name: 'Oz',
  fullName: '加圧＆パーソナルトレーニングジム Oz',
  tagline: `月額${yen(marketing.monthlyFrom)}で通い放題のパーソナルトレーニング`,
  description: `加圧トレーニングとパーソナルトレーニングのジム Oz。月額${yen(marketing.monthlyFrom)}から回数無制限で通えるプレミアムプラン、無料体験（${trial.minMinutes}〜${trial.maxMinutes}分）受付中。`,
  /** The chain's three social accounts, linked from the header and the footer. */
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/oz_kaatsu_gym/' },
    { name: 'LINE', href: 'https://line.me/R/ti/p/@oz_kaatsu' },
    { name: 'YouTube', href: 'https://www.youtube.com/@oz_kaatsu_gym' },
  ],
  /** The display name of a signed-in admin who has not set one. */
  adminDefaultName: '管理者',
} as const;
