/**
 * The copy of the corporate plan (/plancorp): three merits (anchors merit-1 to merit-3), the
 * system's points, the price plan and the four steps to join. Figures come from lib/core/facts.ts.
 */
import { corporateSession, formatNumber, franchise, perTicket, prices, yen } from '@/lib/core/facts';

const { corporate } = prices;

/** The merit sections scroll into place 150 px below the top of the window in 800 ms (spec 9). */
export const MERIT_SCROLL = { offset: 150, duration: 800 } as const;

export interface Merit {
  id: `merit-${number}`;
  /** The short label of the button that scrolls to it. */
  label: string;
  title: string;
  text: string;
  points: readonly string[];
}

export interface CorporatePoint {
  title: string;
  text: string;
}

export interface JoinStep {
  title: string;
  text: string;
}

const freeLabel = (fee: number) => (fee === 0 ? '無料' : yen(fee));
const sessionText = `${corporateSession.trainingMinutes}分のトレーニングと${corporateSession.aerobicMinutes}分の有酸素運動`;
const usableFrom = `毎月${corporateSession.usableFromDay}日`;

export const PLANCORP_INTRO = [
  '社員の皆さまの健康づくりに、Oz の法人会員プランをご活用ください。会社で回数券をご購入いただき、社員の皆さまで共有して全国の店舗でお使いいただけます。',
  `体験と入会金は${freeLabel(corporate.trialFee)}。福利厚生や健康経営の取り組みとして、必要な分だけ無駄なく導入できます。`,
];

export const JOIN_STEPS: readonly JoinStep[] = [
  {
    title: '書類のご提出',
    text: 'お問い合わせのあと、担当者から申込書をお送りします。必要事項をご記入のうえ、必要書類とあわせてご提出ください。',
  },
  { title: 'ご契約', text: 'ご利用の内容を確認のうえ、ご契約の手続きを行います。' },
  {
    title: 'ご請求・ご入金の確認',
    text: '回数券の請求書を発行いたします。ご入金を確認したのち、登録の手続きに進みます。',
  },
  {
    title: '登録用品のお届け',
    text: `会員証などの登録用品をお届けします。${usableFrom}から、全店舗でご利用いただけます。`,
  },
];

export const MERITS: readonly Merit[] = [
  {
    id: 'merit-1',
    label: '健康経営の推進に',
    title: '社員の健康づくりを、会社の福利厚生に',
    text: '運動不足や肩こり・腰痛、生活習慣の乱れは、集中力や日々のパフォーマンスにも影響します。加圧トレーニングは軽い負荷・短い時間で取り組めるので、運動習慣のない方や忙しい方でも無理なく続けられます。',
    points: ['資格を持つトレーナーがマンツーマンで担当', '年代や体力を問わず始められる', '採用や定着につながる福利厚生として'],
  },
  {
    id: 'merit-2',
    label: '無駄なく使える回数券',
    title: '使った分だけ、無駄のない回数券制',
    text: '回数券には有効期限がありません。社員の皆さまで共有でき、全店舗でご利用いただけるので、利用する人数や頻度が変わっても無駄が出ません。',
    points: ['有効期限なし', '社員同士で共有できる', '全店舗で利用できる'],
  },
  {
    id: 'merit-3',
    label: '手間なく導入',
    title: '少ない手間で、すぐに導入',
    text: `体験と入会金は${freeLabel(corporate.entryFee)}。お申し込みから登録用品のお届けまで、${JOIN_STEPS.length}つのステップで導入できます。ご契約後は${usableFrom}からご利用いただけます。`,
    points: [`体験・入会金${freeLabel(corporate.entryFee)}`, '請求書によるお支払い', `${usableFrom}から利用開始`],
  },
];

export const CORPORATE_POINTS: readonly CorporatePoint[] = [
  { title: '有効期限なし', text: '購入した回数券に期限はありません。繁忙期にも、使い切れずに無駄になる心配がありません。' },
  { title: '社員同士で共有OK', text: '1冊の回数券を複数の社員の方で共有できます。利用者の登録や変更もご相談ください。' },
  { title: '全店舗で利用可能', text: 'オフィスの近くでもご自宅の近くでも、Oz の全店舗でご利用いただけます。' },
  { title: `体験・入会金${freeLabel(corporate.trialFee)}`, text: 'まずは社員の方に無料体験をお試しいただき、導入をご検討いただけます。' },
  { title: '1回のセッション', text: `${sessionText}。短い時間で効率よく体を動かせます。` },
  { title: `${usableFrom}から利用開始`, text: 'ご契約とご入金の確認後、月の初めからご利用いただけます。' },
];

export const PRICE_PLAN = {
  caption: '法人会員プランの回数券',
  rows: corporate.books.map((book) => ({
    label: `${formatNumber(book.count)}枚つづり`,
    price: yen(book.price),
    perSession: yen(perTicket(book)),
  })),
  notes: [
    '回数券に有効期限はありません。',
    '社員の皆さまで共有でき、全店舗でご利用いただけます。',
    `1回のセッションは${sessionText}です。`,
    `${usableFrom}からご利用いただけます。`,
    `体験・入会金は${freeLabel(corporate.entryFee)}です。`,
  ],
} as const;

export const INDEPENDENT_OPENING = {
  title: '独立・開業をお考えの方へ',
  text: `Oz のフランチャイズなら、小規模な店舗で約${formatNumber(franchise.openingCapitalSmall / 10000)}万円から独立開業が可能です。運営のノウハウと研修で、未経験からの開業もサポートします。`,
  link: 'フランチャイズ募集について詳しく見る',
} as const;
