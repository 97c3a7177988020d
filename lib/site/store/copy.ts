import { trial } from '@/lib/core/facts';

/** The store page's own texts: the feature section and the steps from booking to joining. */

export interface StoreFeature {
  title: string;
  text: string;
}

export const STORE_FEATURES_HEADING = 'この店舗で受けられること';

export const STORE_FEATURES: readonly StoreFeature[] = [
  {
    title: 'マンツーマンの加圧トレーニング',
    text: '資格を持つトレーナーが、その日の体調に合わせてベルトの圧と負荷を調整します。軽い重さでも、短い時間でしっかり効かせられます。',
  },
  {
    title: '有酸素運動までセットで',
    text: 'パーソナルトレーニングのあとは有酸素運動で仕上げ。ひとりでは続けにくい運動も、毎回の流れに組み込まれているので無理なく続きます。',
  },
  {
    title: '通い放題だから、気軽に',
    text: '月会費制で回数の制限はありません。「今日は少しだけ」という日も、思い立ったときに予約して体を動かせます。',
  },
];

export interface FlowStep {
  title: string;
  text: string;
}

export const FLOW_HEADING = 'ご入会までの流れ';

export const FLOW_STEPS: readonly FlowStep[] = [
  {
    title: '予約',
    text: 'お問い合わせフォームから、ご希望の店舗と日時をお知らせください。担当者からご連絡して日時を確定します。',
  },
  {
    title: 'カウンセリング',
    text: `ご予約時間の${trial.arriveEarlyMinutes}分前までにご来店ください。目標や体のお悩み、運動の経験をお伺いします。`,
  },
  {
    title: '体験トレーニング',
    text: `加圧トレーニングと有酸素運動を実際に体験していただきます。所要時間は${trial.minMinutes}〜${trial.maxMinutes}分ほどで、初回は無料です。`,
  },
  {
    title: 'ご入会',
    text: '内容にご納得いただけたらご入会のお手続きへ。その日からトレーニングを始められます。',
  },
];
