/**
 * The copy of the studio menu (/studiomenu): selling points, the courses and their price tables,
 * and the rules beside them. Every figure comes from lib/core/facts.ts; this module only words them.
 */
import { formatNumber, menuRules, perTicket, prices, sessionRules, type TicketPrice, yen } from '@/lib/core/facts';

const { premium, fullTraining, royalty, stretch, protein } = prices;

export interface SellingPoint {
  title: string;
  /** The figure shown large on the card (月額…円, from lib/core/facts.ts). */
  highlight: string;
  text: string;
}

export interface PriceRow {
  /** The row header (1回, 11回券…). */
  label: string;
  price: string;
  /** The price of one session, for ticket books. */
  perSession?: string;
}

export interface MenuRule {
  title: string;
  text: string;
}

/** In-page links at the top of the page; each id is also a URL hash the page scrolls to. */
export const MENU_ANCHORS = [
  { id: 'premium', label: 'プレミアムコース' },
  { id: 'royalty', label: 'ロイヤリティコース' },
  { id: 'full-training', label: 'フルトレーニング' },
  { id: 'stretch', label: 'パーソナルストレッチ' },
  { id: 'protein', label: 'プロテインチケット' },
  { id: 'rules', label: 'ご利用ルール' },
] as const;

export type MenuAnchor = (typeof MENU_ANCHORS)[number]['id'];

export const MENU_INTRO = [
  `Oz のメニューは、月額定額で通い放題のプレミアムコースが基本です。1回${premium.sessionMinutes}分のセッションで、加圧をかけたパーソナルトレーニングと有酸素運動をまとめて行います。`,
  'ご自分のペースで通いたい方には回数券のロイヤリティコース、しっかり鍛えたい日のフルトレーニング、体をほぐすパーソナルストレッチもご用意しています。目的や通い方に合わせてお選びください。',
];

export const SELLING_POINTS: readonly SellingPoint[] = [
  {
    title: '月額定額で回数無制限',
    highlight: `月額${yen(premium.monthly)}`,
    text: `プレミアムコースは、週に何回通っても料金は変わりません。対象店舗では月額${yen(premium.monthlyReduced)}でご利用いただけます。通うほどに1回あたりの料金がおトクになります。`,
  },
  {
    title: '加圧と有酸素をまとめて',
    highlight: `1回${premium.sessionMinutes}分`,
    text: `パーソナルトレーニング${premium.personalMinutes}分で筋肉を刺激し、そのまま有酸素運動${premium.aerobicMinutes}分で脂肪燃焼へ。短い時間で効率よく、体が変わる流れをつくります。`,
  },
  {
    title: '忙しい方も続けやすい',
    highlight: `${sessionRules.freeCancelMinutesBefore}分前までキャンセル無料`,
    text: `急な予定が入っても、予約時刻の${sessionRules.freeCancelMinutesBefore}分前までならキャンセル料はかかりません。プラン変更や休会明けの再開にも登録料は不要です。`,
  },
];

export const PREMIUM = {
  name: 'プレミアムコース',
  en: 'PREMIUM',
  catchphrase: '通い放題で、運動を毎日の習慣に',
  text: '予約をすれば、いつでも何度でもセッションを受けられる月額制のコースです。担当トレーナーが体調や目標に合わせて毎回メニューを組み立てるので、はじめての方も、しっかり結果を出したい方も安心してお任せください。',
  monthly: yen(premium.monthly),
  monthlyReduced: yen(premium.monthlyReduced),
  reducedNote: `月会費は店舗により${yen(premium.monthly)}または${yen(premium.monthlyReduced)}です。各店舗の料金は店舗ページでご確認ください。`,
  session: {
    total: `${premium.sessionMinutes}分`,
    parts: [
      { name: 'パーソナルトレーニング', minutes: premium.personalMinutes, note: '加圧ベルトを巻いて、トレーナーとマンツーマンで' },
      { name: '有酸素運動', minutes: premium.aerobicMinutes, note: '成長ホルモンが高まった状態で脂肪燃焼' },
    ],
  },
  includes: [
    'セッション回数は無制限',
    `バリエーションセッションも無料（1日${sessionRules.variationPerDay}回まで）`,
    `予約の${sessionRules.freeCancelMinutesBefore}分前までキャンセル無料`,
  ],
} as const;

const SINGLE = '1回';
const ticketLabel = (count: number) => (count === 1 ? SINGLE : `${formatNumber(count)}回券`);

function ticketRow(ticket: TicketPrice): PriceRow {
  return {
    label: ticketLabel(ticket.count),
    price: yen(ticket.price),
    perSession: yen(perTicket(ticket)),
  };
}

/** "11回券なら11枚": the variation tickets a Royalty book brings, shown with the second book. */
function royaltyBonus(): string {
  const example = royalty.find((ticket) => ticket.count > 1);
  const granted = (count: number) => formatNumber(count * menuRules.variationTicketsPerRoyaltyTicket);
  const sample = example ? `（${ticketLabel(example.count)}なら${granted(example.count)}枚）` : '';
  return `回数券をご購入いただくと、購入した回数と同じ枚数のバリエーションチケットをお付けします${sample}。`;
}

export const ROYALTY = {
  name: 'ロイヤリティコース',
  en: 'ROYALTY',
  catchphrase: '自分のペースで通える回数券',
  text: '月会費のかからない、回数券制のコースです。お仕事が忙しい時期や、月に数回のペースで通いたい方にぴったり。まとめて購入するほど1回あたりの料金がおトクになります。',
  caption: 'ロイヤリティコースの回数券',
  rows: royalty.map(ticketRow),
  bonus: royaltyBonus(),
} as const;

/** "10回分の料金で11回": how many singles a book costs, computed from its prices. */
function bookDeal(single: number, book: TicketPrice): string {
  return `${formatNumber(book.price / single)}回分の料金で${formatNumber(book.count)}回受けられます。`;
}

export const FULL_TRAINING = {
  anchor: 'full-training' satisfies MenuAnchor,
  name: 'フルトレーニング',
  en: 'FULL TRAINING',
  text: 'セッションの時間すべてをトレーナーがマンツーマンで担当する、しっかり鍛えたい日のためのメニューです。大会や撮影の前など、集中して体をつくりたいときにもご利用ください。',
  caption: 'フルトレーニングの料金',
  rows: [
    { label: SINGLE, price: yen(fullTraining.single), perSession: yen(fullTraining.single) },
    ticketRow(fullTraining.book),
  ] satisfies PriceRow[],
  deal: bookDeal(fullTraining.single, fullTraining.book),
} as const;

export const STRETCH = {
  anchor: 'stretch' satisfies MenuAnchor,
  name: 'パーソナルストレッチ',
  en: 'PERSONAL STRETCH',
  text: `トレーナーが一人ひとりの体の硬さに合わせて、${stretch.minutes}分間じっくりと全身を伸ばします。トレーニング後のケアや、肩こり・腰の張りが気になる方、デスクワークで体がこわばりがちな方におすすめです。`,
  duration: `1回${stretch.minutes}分`,
  caption: `パーソナルストレッチ（${stretch.minutes}分）の料金`,
  rows: [{ label: SINGLE, price: yen(stretch.single), perSession: yen(stretch.single) }, ticketRow(stretch.book)] satisfies PriceRow[],
  deal: bookDeal(stretch.single, stretch.book),
} as const;

export const PROTEIN = {
  name: 'プロテインチケット',
  en: 'PROTEIN',
  text: 'トレーニング直後は、筋肉が栄養を取り込みやすいタイミングです。店舗でお得なチケットをご購入いただくと、セッションのあとにその場でプロテインやBCAAをお飲みいただけます。',
  caption: 'プロテインチケットの料金',
  rows: protein.map((item) => ({
    label: item.servings === null ? item.name : `${item.name}（${formatNumber(item.servings)}杯分）`,
    price: yen(item.price),
  })) satisfies PriceRow[],
} as const;

export const MENU_RULES: readonly MenuRule[] = [
  {
    title: `バリエーションセッションは${menuRules.variationSessionFee === 0 ? '無料' : yen(menuRules.variationSessionFee)}`,
    text: `ストレッチや体幹トレーニングなどのバリエーションセッションは、1日${sessionRules.variationPerDay}回まで、通常のセッションに続けて受けられます。`,
  },
  {
    title: `キャンセルは${sessionRules.freeCancelMinutesBefore}分前まで無料`,
    text: `予約時刻の${sessionRules.freeCancelMinutesBefore}分前までのご連絡なら、キャンセル料はいただきません。急な残業や体調不良のときも安心です。`,
  },
  {
    title: `プラン変更・再開時の登録料${yen(menuRules.registrationFeeOnChange)}`,
    text: 'コースの変更や、お休みしたあとの再開にも登録料はかかりません。生活の変化に合わせて、無理なく続けられます。',
  },
  {
    title: 'ロイヤリティ購入でバリエーションチケット付き',
    text: '回数券と同じ枚数のバリエーションチケットが付くので、ストレッチや体幹トレーニングも一緒に楽しめます。',
  },
];
