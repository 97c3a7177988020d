/** The members' app: its listings in the two stores, and the four screens the phone carousel shows. */

export interface AppListing {
  href: string;
  /** The store's name, set large on the badge. */
  store: string;
  /** What the badge says after the name. */
  action: string;
}

export const APP_LISTINGS = {
  appStore: { href: 'https://apps.apple.com/jp/app/oz-kaatsu-gym/id1583047192', store: 'App Store', action: 'からダウンロード' },
  googlePlay: { href: 'https://play.google.com/store/apps/details?id=jp.oz_kaatsu.app', store: 'Google Play', action: 'で手に入れよう' },
} as const satisfies Record<string, AppListing>;

/** The badge's full text: "App Store からダウンロード". */
export const badgeLabel = (listing: AppListing): string => `${listing.store} ${listing.action}`;

export type AppScreenKind = 'booking' | 'record' | 'body' | 'card';

export interface AppScreen {
  kind: AppScreenKind;
  /** The screen's name, also the slide's accessible name. */
  title: string;
  /** What the screen is for, read out instead of the drawing. */
  description: string;
}

export const APP_SCREENS: readonly AppScreen[] = [
  { kind: 'booking', title: 'かんたん予約', description: '空き状況を見ながら、トレーニングの予約や変更がその場でできます。' },
  { kind: 'record', title: 'トレーニング記録', description: '毎回のメニューと担当トレーナーからのコメントを振り返れます。' },
  { kind: 'body', title: '体重・体組成グラフ', description: '体重や体脂肪率の変化をグラフで確認できます。' },
  { kind: 'card', title: 'デジタル会員証', description: '来店時は会員証の QR コードを見せるだけで受付が済みます。' },
];

export const APP_COPY = {
  heading: '公式アプリで、予約も記録もスマホひとつ',
  lead: '会員さま専用のアプリから、トレーニングの予約・変更、毎回の記録や体の変化の確認ができます。ご入会後すぐにお使いいただけます。',
} as const;
