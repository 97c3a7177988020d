/**
 * The copy of the franchise recruitment page (/franchise). Every figure comes from lib/core/facts;
 * the nine opening-pattern blocks carry the anchors pattern1-1 … pattern3-3.
 */
import { franchise, yen } from '@/lib/core/facts';
import { manYen } from './company';

const marketingRange = `${yen(franchise.marketingCost.min)}〜${manYen(franchise.marketingCost.max)}`;

const patternItems = [
  {
    title: '小規模店舗で開業',
    summary: 'マンションの一室や小型テナントで、少人数のトレーナーから始めるパターンです。',
    blocks: [
      {
        id: 'pattern1-1',
        title: '初期費用',
        text: `開業資金は約${manYen(franchise.openingCapitalSmall)}から。自己資金${manYen(franchise.ownFunds)}からでも、金融機関の融資と組み合わせて開業を目指せます。加圧トレーニングの機器やトレーニング器具は、本部が店舗の広さに合わせてご提案します。`,
      },
      {
        id: 'pattern1-2',
        title: '収支モデル',
        text: `固定費を抑えやすく、少ない会員数からでも黒字化を目指せます。月会費${yen(franchise.paybackMonthlyFee)}の店舗では、${franchise.paybackMonths}か月で初期投資を回収した実績があります。`,
      },
      {
        id: 'pattern1-3',
        title: 'サポート',
        text: `物件探しや内装の手配から、開業前の集客、オープン後の運営相談まで本部が伴走します。ご契約から開業までは${franchise.monthsToOpening}か月以上を見込んでいます。`,
      },
    ],
  },
  {
    title: '既存店舗から業態転換',
    summary: '整体院やエステサロン、フィットネス施設などの既存店舗に、加圧トレーニングを導入するパターンです。',
    blocks: [
      {
        id: 'pattern2-1',
        title: '初期費用',
        text: '今お使いの内装や設備を活かせるため、新たに必要になるのは主に加圧トレーニングの機器と研修です。現地を確認したうえで、必要な費用をお見積もりします。',
      },
      {
        id: 'pattern2-2',
        title: '収支モデル',
        text: `今のお客さまへのご提案から始められ、月額制の会員が増えるほど売上が安定します。毎月の集客費用は${marketingRange}が目安です。`,
      },
      {
        id: 'pattern2-3',
        title: 'サポート',
        text: '今いるスタッフの方が加圧トレーナーとして指導できるよう、本部が研修を行います。メニューや料金の見直し、会員さまへのご案内方法もご一緒に考えます。',
      },
    ],
  },
  {
    title: '大型店舗で開業',
    summary: '路面店や商業施設内の広い区画で、複数のトレーナーが多くの会員さまを迎えるパターンです。',
    blocks: [
      {
        id: 'pattern3-1',
        title: '初期費用',
        text: `開業資金は約${manYen(franchise.openingCapitalLarge)}が目安です。トレーニングスペースのほか、カウンセリングルームや更衣室も備えた本格的な店舗をつくります。`,
      },
      {
        id: 'pattern3-2',
        title: '収支モデル',
        text: `月${franchise.enquiriesPerMonth}件以上のお問い合わせを受け止められる体制で、会員数を大きく伸ばせます。月額会員の継続率は${franchise.continuationRatePercent}%です。`,
      },
      {
        id: 'pattern3-3',
        title: 'サポート',
        text: `トレーナーの採用と研修、店長の育成、複数店舗の展開まで、${franchise.yearsInOperation}年の運営で培ったノウハウで支えます。`,
      },
    ],
  },
] as const;

export const franchiseCopy = {
  lead: [
    `Oz は、加圧トレーニングとパーソナルトレーニングを組み合わせたジムを${franchise.yearsInOperation}年にわたり運営してきました。その運営ノウハウをもとに、地域で愛されるジムの開業を目指す加盟店オーナーを募集しています。`,
    '物件選びから内装、トレーナーの研修、開業前後の集客まで、本部がオープン後も継続してサポートします。フィットネス業界が未経験の方も、既存の店舗に新しいサービスを加えたい方も、まずはお気軽に資料をご請求ください。',
  ],
  strengths: {
    title: 'Oz フランチャイズの強み',
    items: [
      { label: '運営実績', value: `${franchise.yearsInOperation}年`, note: '直営店の運営で磨いたノウハウを、そのまま加盟店へ' },
      {
        label: '毎月のお問い合わせ',
        value: `月${franchise.enquiriesPerMonth}件以上`,
        note: '本部の広告とブランド力で、開業直後から体験のお申し込みが届きます',
      },
      {
        label: '月額会員の継続率',
        value: `${franchise.continuationRatePercent}%`,
        note: '通い放題の月額制（サブスクリプション）で、売上が毎月積み上がります',
      },
      { label: '毎月の集客費用', value: marketingRange, note: '本部の集客の仕組みを使えるため、広告費を抑えられます' },
      {
        label: '投資回収の実績',
        value: `${franchise.paybackMonths}か月`,
        note: `月会費${yen(franchise.paybackMonthlyFee)}の店舗で、初期投資を回収した実績です`,
      },
    ],
  },
  funds: {
    title: '開業資金と開業までの期間',
    rows: [
      {
        label: '開業資金',
        value: `小規模店舗で約${manYen(franchise.openingCapitalSmall)}、大型店舗で約${manYen(franchise.openingCapitalLarge)}`,
      },
      { label: '自己資金', value: `${manYen(franchise.ownFunds)}から` },
      { label: 'ご契約から開業まで', value: `${franchise.monthsToOpening}か月以上` },
      { label: '集客費用', value: `月${marketingRange}` },
    ],
    note: '開業資金は物件の広さや立地、内装の内容によって変わります。詳しい内訳は資料でご案内します。',
  },
  patterns: {
    title: `${patternItems.length}つの開業パターン`,
    lead: `物件の規模やこれまでのご経験に合わせて、${patternItems.length}つのパターンから開業の形をお選びいただけます。`,
    items: patternItems,
  },
  cta: {
    title: 'まずは資料請求から',
    text: '開業資金の内訳、収支モデル、開業までのスケジュールをまとめた資料をお送りします。ご質問だけでもお気軽にお問い合わせください。',
    button: '資料請求・お問い合わせ',
  },
} as const;
