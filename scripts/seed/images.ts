/**
 * Every picture the demo content refers to, besides the portraits (lib/site/portraits.ts).
 * `scripts/make-images.ts` draws exactly these files (under public/), so a path used by the seed
 * always exists.
 */

export const storeThumb = (link: string) => `/images/stores/${link}-1.webp`;

export const interiorImages = {
  reception: '/images/stores/interior-reception.webp',
  mirror: '/images/stores/interior-mirror.webp',
  bikes: '/images/stores/interior-bikes.webp',
  weights: '/images/stores/interior-weights.webp',
  lockers: '/images/stores/interior-lockers.webp',
  counseling: '/images/stores/interior-counseling.webp',
} as const;

export type InteriorScene = keyof typeof interiorImages;

export const articleImages = {
  kaatsuArm: '/images/articles/kaatsu-arm.webp',
  kaatsuSession: '/images/articles/kaatsu-session.webp',
  stretch: '/images/articles/stretch.webp',
  squat: '/images/articles/squat.webp',
  walking: '/images/articles/walking.webp',
  meal: '/images/articles/meal.webp',
  protein: '/images/articles/protein.webp',
  sleep: '/images/articles/sleep.webp',
  posture: '/images/articles/posture.webp',
  calendar: '/images/articles/calendar.webp',
  opening: '/images/articles/opening.webp',
  app: '/images/articles/app.webp',
  team: '/images/articles/team.webp',
  media: '/images/articles/media.webp',
  dumbbells: '/images/articles/dumbbells.webp',
  cycling: '/images/articles/cycling.webp',
  campaign: '/images/articles/campaign.webp',
  water: '/images/articles/water.webp',
} as const;

export type ArticleScene = keyof typeof articleImages;

export const IMAGE_SIZES = {
  store: { width: 1200, height: 800 },
  portrait: { width: 400, height: 400 },
  article: { width: 1200, height: 675 },
} as const;
