/** The nine feature cards of the top page. Every figure comes from lib/core/facts.ts. */
import { formatNumber, marketing, prices, sessionRules, yen } from '@/lib/core/facts';

export type FeatureIcon =
  | 'trainer'
  | 'unlimited'
  | 'session'
  | 'variation'
  | 'cancel'
  | 'ages'
  | 'sessions-per-year'
  | 'members'
  | 'rental';

export interface Feature {
  title: string;
  text: string;
  icon: FeatureIcon;
  /** What the icon shows, for assistive technology. */
  alt: string;
}

const { premium } = prices;

export const FEATURES_INTRO = '続けやすさにこだわった、Oz ならではの9つの特長をご紹介します。';

export const FEATURES: readonly Feature[] = [
  {
    title: '資格を持つトレーナーが担当',
    text: '加圧トレーニングの資格を持つトレーナーが、体調や目的をうかがったうえで、ベルトの圧を一人ひとりに合わせて調整します。はじめての方も安心してお任せください。',
    icon: 'trainer',
    alt: '認定証のアイコン',
  },
  {
    title: `月額${yen(marketing.monthlyFrom)}で通い放題`,
    text: `プレミアムコースは月額${yen(premium.monthly)}で回数の制限なし。週に何回通っても料金は変わらないので、無理なく運動を習慣にできます。`,
    icon: 'unlimited',
    alt: '無限大マークのアイコン',
  },
  {
    title: `1回${premium.sessionMinutes}分で効率よく`,
    text: `パーソナルトレーニング${premium.personalMinutes}分と有酸素運動${premium.aerobicMinutes}分の組み合わせ。筋肉を鍛えてから脂肪を燃やす、効率のよい流れです。`,
    icon: 'session',
    alt: '時計のアイコン',
  },
  {
    title: 'バリエーションセッション無料',
    text: `ストレッチや体幹トレーニングなどのバリエーションセッションは無料。1日${sessionRules.variationPerDay}回まで、通常のセッションに続けて受けられます。`,
    icon: 'variation',
    alt: '複数のメニューが並ぶアイコン',
  },
  {
    title: `${sessionRules.freeCancelMinutesBefore}分前までキャンセル無料`,
    text: `急な残業や体調不良でも、予約時刻の${sessionRules.freeCancelMinutesBefore}分前までならキャンセル料はかかりません。忙しい方でも気軽に予約できます。`,
    icon: 'cancel',
    alt: 'カレンダーのアイコン',
  },
  {
    title: `小学生から${marketing.oldestMemberAge}歳まで`,
    text: `軽い負荷で行えるので、体力に自信のない方やご年配の方にも最適です。小学生から${marketing.oldestMemberAge}歳の方まで、幅広い世代が通われています。`,
    icon: 'ages',
    alt: '大人と子どものアイコン',
  },
  {
    title: `年間${formatNumber(marketing.sessionsPerYear)}セッション以上`,
    text: `全店舗で年間${formatNumber(marketing.sessionsPerYear)}回以上のセッションを行っています。たくさんの指導経験から、一人ひとりに合ったメニューをご提案します。`,
    icon: 'sessions-per-year',
    alt: '右肩上がりのグラフのアイコン',
  },
  {
    title: `会員数${formatNumber(marketing.members)}人以上`,
    text: `これまでに${formatNumber(marketing.members)}人以上の方が Oz でトレーニングに取り組んでいます。ダイエットから健康づくりまで、目的はさまざまです。`,
    icon: 'members',
    alt: '人が集まるアイコン',
  },
  {
    title: 'ウェアのレンタルで手ぶらOK',
    text: 'トレーニングウェアやシューズはレンタルできるので、お仕事帰りや買い物のついでにも手ぶらで通えます。内容と料金は店舗ごとにご確認ください。',
    icon: 'rental',
    alt: 'Tシャツのアイコン',
  },
];
