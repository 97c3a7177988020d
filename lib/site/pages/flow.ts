/**
 * The copy of the trial page (/flow): the three steps, what to bring, the trial-day cautions and
 * four members' reviews (anchor #reviews). Figures come from lib/core/facts.ts.
 */
import { hours, trial } from '@/lib/core/facts';
import { reviewImage } from '@/lib/site/portraits';

export interface FlowStep {
  title: string;
  text: string;
}

export interface Caution {
  title: string;
  text: string;
}

export interface MemberReview {
  title: string;
  /** Initials with age group and gender: K.Mさん（40代・女性）. */
  name: string;
  /** The member's goal, shown as a tag. */
  tag: string;
  text: string;
  image: string;
  alt: string;
}

export const REVIEWS_ANCHOR = 'reviews';

const trialLength = `${trial.minMinutes}〜${trial.maxMinutes}分`;

export const FLOW_INTRO = [
  `Oz では、はじめての方に無料体験（${trialLength}）をご用意しています。カウンセリングで目的や体の状態をうかがったうえで、加圧トレーニングと有酸素運動を実際に体験していただけます。`,
  '「運動は久しぶり」「ついていけるか不安」という方も心配いりません。ご予約から当日の流れ、持ち物までをご案内します。',
];

export const FLOW_STEPS: readonly FlowStep[] = [
  {
    title: '無料体験のご予約',
    text: 'お問い合わせフォームから、ご希望の店舗と日時をお送りください。担当スタッフが確認のうえ、ご予約確定のご連絡をいたします。',
  },
  {
    title: 'ご来店・カウンセリング',
    text: '目的や体のお悩み、運動歴、既往歴などをうかがいます。加圧トレーニングの仕組みや、安全に行うためのポイントもご説明します。',
  },
  {
    title: '体験トレーニング',
    text: 'トレーナーがベルトの圧を一人ひとりに合わせて調整しながら、加圧トレーニングと有酸素運動を行います。終了後にコースや料金をご案内しますが、その場でご入会を決める必要はありません。',
  },
];

export const CHECKLIST = {
  title: '当日の持ち物',
  items: ['動きやすい服装（Tシャツ、ハーフパンツなど）', '室内用の運動靴', '汗を拭くタオル', '水分補給用の飲み物'],
  note: 'ウェアやシューズをレンタルできる店舗では、手ぶらでお越しいただけます。レンタルの内容と料金は各店舗のページでご確認ください。',
} as const;

export const CAUTIONS: readonly Caution[] = [
  {
    title: `ご予約時間の${trial.arriveEarlyMinutes}分前までにご来店ください`,
    text: 'お着替えとカウンセリングの準備がありますので、少し余裕をもってお越しください。',
  },
  {
    title: `${trial.lateCancelMinutes}分以上の遅刻はキャンセル扱いとなります`,
    text: `次のご予約の方がいらっしゃるため、ご予約時間から${trial.lateCancelMinutes}分以上遅れた場合は体験をキャンセルとさせていただきます。遅れそうなときは店舗までお電話ください。`,
  },
  {
    title: `初回の体験は無料、所要時間は${trialLength}です`,
    text: 'カウンセリング、体験トレーニング、コースのご案内までを含めた時間です。お時間に余裕をもってご予定ください。',
  },
  {
    title: '体調に不安のある方は事前にご相談ください',
    text: '通院中の方や持病のある方、妊娠中の方は、事前に医師にご相談のうえ、ご予約の際にお知らせください。',
  },
];

export const OPENING_HOURS = {
  caption: '営業時間',
  rows: [
    { label: '平日', value: `${hours.weekdays.open}〜${hours.weekdays.close}` },
    { label: '土日祝', value: `${hours.weekendsAndHolidays.open}〜${hours.weekendsAndHolidays.close}` },
  ],
} as const;

export const PAYMENT = {
  title: '店舗でのお支払い方法',
  methods: trial.paymentMethods,
  note: 'ご入会の手続きやレンタル、チケットのご購入にご利用いただけます。',
} as const;

export const REVIEWS_INTRO =
  'ダイエット、体力づくり、ケガからの回復など、会員さまが Oz に通う目的はさまざまです。実際に通われている方の声をご紹介します。';

export const REVIEWS: readonly MemberReview[] = [
  {
    title: '無理なく続けられて、昔のスカートがまた入るように',
    name: 'K.Mさん（40代・女性）',
    tag: 'ダイエット',
    text: '出産してから体重が戻らず、自己流の運動も長続きしませんでした。Oz ではトレーナーさんが毎回体調を聞いてメニューを調整してくれるので、無理なく続けられています。通い放題なので、仕事帰りに気軽に寄れるのもうれしいところです。',
    image: reviewImage(2),
    alt: 'K.Mさんのイメージイラスト',
  },
  {
    title: '短い時間でも、しっかり効いているのがわかります',
    name: 'T.Sさん（30代・男性）',
    tag: '筋力アップ',
    text: '仕事が忙しく、ジムに長くいるのは難しいと思っていました。加圧トレーニングは軽いダンベルでも驚くほど効いて、終わったあとは心地よい疲労感があります。胸や肩まわりに厚みが出て、スーツ姿が変わったと言われるようになりました。',
    image: reviewImage(3),
    alt: 'T.Sさんのイメージイラスト',
  },
  {
    title: '膝の手術のあとも、安心して筋力を取り戻せました',
    name: 'H.Oさん（70代・男性）',
    tag: 'リハビリ',
    text: '膝の手術を受けてから、階段の上り下りが不安でした。重いものを持たずに筋肉を鍛えられると聞いて体験に伺ったところ、トレーナーさんが膝の様子を確かめながら丁寧に指導してくれました。今では散歩の距離も延び、孫と出かけるのが楽しみです。',
    image: reviewImage(7),
    alt: 'H.Oさんのイメージイラスト',
  },
  {
    title: '疲れにくくなり、毎日が前向きになりました',
    name: 'Y.Nさん（50代・女性）',
    tag: 'エイジングケア',
    text: '年齢とともに疲れやすさが気になり、友人の紹介で始めました。セッションのあとは体がぽかぽかして、夜もぐっすり眠れるようになりました。同年代の会員さんも多く、お互いに励みになっています。',
    image: reviewImage(4),
    alt: 'Y.Nさんのイメージイラスト',
  },
];
