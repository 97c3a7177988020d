/**
 * The effects of KAATSU training: the copy of the top page's effects section and dialog, and the
 * single source for the /effect page (its anchors training1 to training5).
 */
import { routes } from '@/lib/core/routes';

export const TRAINING_ANCHORS = ['training1', 'training2', 'training3', 'training4', 'training5'] as const;
export type TrainingAnchor = (typeof TRAINING_ANCHORS)[number];

export type EffectKey = 'diet' | 'aging-care' | 'muscle' | 'body-make' | 'stamina-immunity' | 'rehabilitation';

export interface Effect {
  key: EffectKey;
  /** The English label the design prints above the Japanese name. */
  en: string;
  ja: string;
  text: string;
  image: { src: string; alt: string };
  /** Where the /effect page explains it. */
  anchor: TrainingAnchor;
}

export interface EffectGroup {
  /** The tab label. */
  title: string;
  lead: string;
  effects: readonly [Effect, Effect];
}

export const effectImage = (key: EffectKey) => `/images/top/effect-${key}.webp`;

export const EFFECTS_INTRO =
  '加圧トレーニングは、腕や脚の付け根に専用のベルトを巻き、血流を適度に制限した状態で行うトレーニングです。軽い負荷と短い時間でも、しっかりとした効果が期待できます。目指すからだに合わせて、トレーナーがメニューをご提案します。';

export const EFFECTS = {
  diet: {
    key: 'diet',
    en: 'Diet',
    ja: 'ダイエット',
    text: '加圧トレーニングでは、軽い負荷でも成長ホルモンの分泌が大きく高まるといわれています。成長ホルモンには脂肪の分解を促す働きがあり、トレーニング後の有酸素運動と組み合わせることで、効率よく体脂肪の燃焼を目指せます。筋肉がついて基礎代謝が上がるため、リバウンドしにくい体づくりにもつながります。',
    image: { src: effectImage('diet'), alt: '加圧ベルトを巻いてウォーキングマシンで有酸素運動をする女性' },
    anchor: 'training1',
  },
  'aging-care': {
    key: 'aging-care',
    en: 'Aging Care',
    ja: 'エイジングケア',
    text: '成長ホルモンは、肌のハリや髪のツヤ、骨や筋肉の健康にも関わっています。加圧トレーニングで分泌を促し、全身の血流を良くすることで、年齢とともに気になり始める体の変化にアプローチ。内側から若々しさを保つお手伝いをします。',
    image: { src: effectImage('aging-care'), alt: 'トレーナーと一緒にストレッチをするシニアの女性' },
    anchor: 'training2',
  },
  muscle: {
    key: 'muscle',
    en: 'Muscle',
    ja: '筋力アップ',
    text: 'ベルトで腕や脚の付け根を適度に圧迫すると、軽いダンベルでも、重い負荷をかけたときに近い刺激を筋肉に与えられます。関節や腱への負担を抑えながら、短い時間で効率よく筋力アップを目指せます。',
    image: { src: effectImage('muscle'), alt: '加圧ベルトを巻いてダンベルを持ち上げる男性' },
    anchor: 'training3',
  },
  'body-make': {
    key: 'body-make',
    en: 'Body Make',
    ja: 'ボディメイク',
    text: '二の腕やお腹まわり、ヒップラインなど、引き締めたい部分に合わせてトレーナーがメニューを組み立てます。気になる部位を重点的に鍛え、姿勢も整えながら、メリハリのある美しいボディラインをつくります。',
    image: { src: effectImage('body-make'), alt: 'トレーナーの指導を受けながらスクワットをする女性' },
    anchor: 'training4',
  },
  'stamina-immunity': {
    key: 'stamina-immunity',
    en: 'Physical stamina and immunity',
    ja: '体力・免疫力の向上',
    text: '血流が促されると、全身に酸素や栄養が行き渡りやすくなります。筋力と心肺機能を無理なく高めて、疲れにくい体に。筋肉が増えると体温も保ちやすくなり、免疫力の維持にもつながります。',
    image: { src: effectImage('stamina-immunity'), alt: 'エアロバイクで有酸素運動をする男性' },
    anchor: 'training5',
  },
  rehabilitation: {
    key: 'rehabilitation',
    en: 'Rehabilitation',
    ja: 'リハビリ',
    text: '軽い負荷で筋肉に十分な刺激を与えられる加圧トレーニングは、リハビリの場面でも取り入れられてきた方法です。ケガのあとで重い負荷をかけられない方や、運動から長く離れていた方も、体の状態に合わせて少しずつ筋力を取り戻せます。通院中の方は、事前に医師にご相談ください。',
    image: { src: effectImage('rehabilitation'), alt: 'トレーナーに支えられて脚の曲げ伸ばしをする男性' },
    anchor: 'training5',
  },
} as const satisfies Record<EffectKey, Effect>;

/** The three tabs of the effects dialog, in order. */
export const EFFECT_GROUPS: readonly EffectGroup[] = [
  {
    title: '内側から引き締まったスリムな体へ',
    lead: '代謝を高めて脂肪を燃やしやすい体に。年齢に負けない、内側から若々しい体を目指します。',
    effects: [EFFECTS.diet, EFFECTS['aging-care']],
  },
  {
    title: '魅力的で自信に満ちた体へ',
    lead: '軽い負荷で効率よく筋肉を鍛え、自信の持てる理想のボディラインへ導きます。',
    effects: [EFFECTS.muscle, EFFECTS['body-make']],
  },
  {
    title: '健康で充実した毎日を送る体へ',
    lead: '疲れにくく、毎日を元気に過ごせる体に。ケガからの回復や運動の再開もサポートします。',
    effects: [EFFECTS['stamina-immunity'], EFFECTS.rehabilitation],
  },
];

export const effectHref = (anchor: TrainingAnchor): string => `${routes.effect.path}#${anchor}`;

/** The longer explanation of each effect on the /effect page, below the dialog's text. */
export interface EffectDetail {
  /** How KAATSU training brings the effect about. */
  how: string;
  /** Who it suits, as short items. */
  forWhom: readonly string[];
}

export const EFFECT_DETAILS = {
  diet: {
    how: '加圧ベルトで血流を適度に制限すると、筋肉の中に乳酸などの代謝物がたまり、脳が「強い運動をしている」と判断して成長ホルモンを多く分泌します。脂肪が分解されやすくなったタイミングで有酸素運動を行うのが、Oz のセッションの流れです。食事についての相談も、担当トレーナーにお気軽にどうぞ。',
    forWhom: ['食事制限だけでは体重が落ちなかった方', 'リバウンドを繰り返してきた方', '産後の体型が気になる方'],
  },
  'aging-care': {
    how: '成長ホルモンの分泌は年齢とともに減っていきますが、運動で分泌を促すことができます。加圧トレーニングは軽い負荷で行えるため、関節に不安のある方でも取り組みやすく、筋肉を保つことで姿勢や歩き方の若々しさにもつながります。',
    forWhom: ['肌のハリや疲れやすさが気になり始めた方', '姿勢や体型の変化が気になる方', 'いつまでも元気に動ける体でいたい方'],
  },
  muscle: {
    how: '血流を制限した状態では、軽い重さでも筋肉が早く疲れ、速く力強く縮む筋線維まで使われます。そのため、一般的な筋力トレーニングよりも軽い負荷と短い時間で、効率よく筋肉に刺激を与えられます。',
    forWhom: ['重いウエイトを扱うのが不安な方', '短い時間で効率よく鍛えたい方', 'スポーツのパフォーマンスを上げたい方'],
  },
  'body-make': {
    how: 'カウンセリングで理想の体型や気になる部位をうかがい、トレーナーが一人ひとりのメニューを組み立てます。鍛える部位に合わせて加圧をかけ、フォームや体の使い方も毎回確かめるので、狙ったところにしっかり効かせられます。',
    forWhom: ['二の腕やお腹まわりを引き締めたい方', 'ヒップアップや脚のラインを整えたい方', '撮影やイベントに向けて体をつくりたい方'],
  },
  'stamina-immunity': {
    how: 'ベルトを外した瞬間に血液が一気に流れ、全身の血の巡りが良くなります。筋肉が増えて体温が保たれやすくなると、基礎的な体力が底上げされ、季節の変わり目にも体調を崩しにくい体づくりにつながります。',
    forWhom: ['疲れやすく、体力に自信がない方', '冷えが気になる方', '生活習慣を見直したい方'],
  },
  rehabilitation: {
    how: '加圧トレーニングは、重い負荷をかけられない時期でも筋力を保ちやすい方法として、医療やスポーツの現場でも活用されてきました。Oz では体の状態やお医者さまの指示をうかがいながら、無理のない範囲で圧と負荷を調整します。',
    forWhom: ['ケガや手術のあと、筋力を取り戻したい方', '運動から長く離れていた方', 'ご高齢で足腰の衰えが気になる方'],
  },
} as const satisfies Record<EffectKey, EffectDetail>;

/** One section of /effect: its anchor and the effects it explains (the fifth holds two). */
export interface EffectSection {
  anchor: TrainingAnchor;
  effects: readonly Effect[];
  /** The section heading: the Japanese names of its effects. */
  title: string;
}

export const EFFECT_SECTIONS: readonly EffectSection[] = TRAINING_ANCHORS.map((anchor) => {
  const effects = Object.values(EFFECTS).filter((effect) => effect.anchor === anchor);
  return { anchor, effects, title: effects.map((effect) => effect.ja).join('と') };
});
