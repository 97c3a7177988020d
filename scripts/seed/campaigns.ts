import { type Block, h2, h3, img, jpDate, link, p, photo, trialButton } from './articles/blocks';
import { daysAgo, daysAhead, type DateSpec } from './dates';
import { interiorImages } from './images';
import { SHINSAIBASHI_OPEN_DATE, type StoreLink, stores } from './stores';

/** The campaign price: the 15,000-yen Premium rate, offered at stores whose usual rate is 20,000 yen. */
export const CAMPAIGN_PRICE = 15000;

export interface CampaignPeriod {
  start: string;
  end: string | null;
}

export interface CampaignSeed {
  storeLink: StoreLink;
  start: DateSpec;
  /** null: runs until further notice. */
  end: DateSpec | null;
  route: string;
  title: string;
  lead: string;
  /** One more block before the call to action. */
  extra?: Block;
}

export const campaigns: CampaignSeed[] = [
  {
    storeLink: 'ikebukuro',
    start: daysAgo(20),
    end: daysAhead(40),
    route: 'ikebukuro-premium-campaign',
    title: '【池袋店】プレミアムプラン月会費15,000円キャンペーン',
    lead: '「今年こそ運動を習慣にしたい」という方を応援するため、池袋店で期間限定のキャンペーンを実施しています。池袋駅東口から徒歩4分、お仕事帰りにも通いやすい店舗です。',
  },
  {
    storeLink: 'kichijoji',
    start: daysAgo(5),
    end: daysAhead(25),
    route: 'kichijoji-premium-campaign',
    title: '【吉祥寺店】通い放題が月会費15,000円に！期間限定キャンペーン',
    lead: '吉祥寺店では、ご家族やご友人と一緒に始めたい方にもうれしいキャンペーンを実施中です。ご夫婦やご家族で通われている会員さまも多い、アットホームな店舗です。',
    extra: p(
      'ご家族やご友人と同じ時間帯での体験をご希望の場合は、ご予約の際に人数をお知らせください。お一人ずつ担当のトレーナーがつき、体力やご希望に合わせて進めます。',
    ),
  },
  {
    storeLink: 'shinsaibashi',
    start: SHINSAIBASHI_OPEN_DATE,
    end: daysAhead(15),
    route: 'shinsaibashi-grand-open-campaign',
    title: '【心斎橋店】グランドオープン記念 月会費15,000円キャンペーン',
    lead: '心斎橋店のグランドオープンを記念して、キャンペーンを実施しています。御堂筋線「心斎橋駅」から徒歩3分、新しいスタジオで気持ちよくトレーニングを始めませんか。',
    extra: photo(interiorImages.reception, '心斎橋店の受付カウンター', 80),
  },
  {
    storeLink: 'yokohama',
    start: daysAgo(210),
    end: daysAgo(150),
    route: 'yokohama-premium-campaign',
    title: '【横浜店】プレミアムプラン月会費15,000円キャンペーン',
    lead: '横浜店では、期間中にご入会いただいた方を対象に、プレミアムプランの月会費を特別価格でご案内しています。',
  },
  {
    storeLink: 'umeda',
    start: daysAgo(45),
    end: null,
    route: 'umeda-premium-campaign',
    title: '【梅田店】プレミアムプラン月会費15,000円キャンペーン実施中',
    lead: '梅田店では、プレミアムプランを月会費15,000円でご案内するキャンペーンを実施中です。終了日は未定ですが、予告なく終了する場合がありますので、ご検討中の方はお早めにご相談ください。',
  },
];

function periodText({ start, end }: CampaignPeriod): string {
  return end ? `${jpDate(start)}〜${jpDate(end)}` : `${jpDate(start)}〜（終了日未定）`;
}

/** The article that announces a campaign (at most 10 blocks); the period comes from the campaign's own dates. */
export function campaignBlocks(campaign: CampaignSeed, period: CampaignPeriod): Block[] {
  const storeName = stores.find((candidate) => candidate.link === campaign.storeLink)?.name ?? '';
  return [
    img('campaign', `${storeName} プレミアムプラン月会費15,000円キャンペーン`),
    p(`いつもOzをご利用いただき、ありがとうございます。<br>${campaign.lead}`),
    h2('キャンペーン内容'),
    p('通い放題のプレミアムプラン（通常 月会費20,000円）を<br><strong>月会費15,000円</strong>でご案内します。', 'center', 'large'),
    h3('キャンペーン期間'),
    p(periodText(period), 'bold'),
    p(
      `対象：キャンペーン期間中に${storeName}で無料体験トレーニングを受け、ご入会いただいた方<br>※1回60分（パーソナルトレーニング30分＋有酸素運動30分）を回数の制限なくご利用いただけます。<br>※他のキャンペーンとの併用はできません。`,
      'note',
    ),
    ...(campaign.extra ? [campaign.extra] : []),
    trialButton,
    link(`/store/${campaign.storeLink}`, `${storeName}の店舗情報を見る`),
  ];
}
