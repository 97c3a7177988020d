export interface AreaSeed {
  en: string;
  jp: string;
}

export const areas = [
  { en: 'Tokyo', jp: '東京' },
  { en: 'Kanagawa', jp: '神奈川' },
  { en: 'Saitama', jp: '埼玉' },
  { en: 'Chiba', jp: '千葉' },
  { en: 'Osaka', jp: '大阪' },
] as const satisfies readonly AreaSeed[];

export type AreaName = (typeof areas)[number]['en'];
