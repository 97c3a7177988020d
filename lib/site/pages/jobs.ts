/**
 * The copy of the recruitment page (/jobs), block by block in the order the page shows them.
 * Every figure comes from lib/core/facts; the workplace stores come from the database.
 */
import { recruitment, yen } from '@/lib/core/facts';
import { formatWeekHours } from './legal';

const perMonth = (value: number) => `月${yen(value)}`;

export const TRAINER_COURSE_URL = 'https://academy.oz-gym.example/seminar/';

const pointItems = [
  {
    title: `約${recruitment.trainingMonths}か月の研修で、未経験からトレーナーに`,
    text: '入社後は、トレーナーに必要な知識と技術を基礎から学びます。座学のあとは既存店舗での実践研修（OJT）で経験を積み、デビュー後も定期的なフォローアップで成長を支えます。',
    list: ['栄養学', '解剖学', 'セッションの進め方', 'カウンセリング', '食事指導'],
    listLabel: '研修で学ぶこと',
  },
  {
    title: '個人ノルマなし。がんばりはインセンティブに',
    text: `個人の売上ノルマや物販ノルマはありません。会員さまの目標達成と満足に向き合った成果は、月最大${yen(recruitment.incentiveMonthlyMax)}のインセンティブとしてお給料に反映されます。`,
  },
] as const;

const workingPointItems = [
  { title: '未経験から始められる', text: '研修でトレーナーに必要な知識をゼロから身につけられます。異業種からの転職者も多く活躍しています。' },
  { title: '個人ノルマなし', text: '数字に追われるのではなく、会員さまの成果と満足にじっくり向き合えます。' },
  {
    title: `年間休日${recruitment.annualDaysOff}日`,
    text: `月${recruitment.monthlyDaysOff}日のシフト制でお休みが取れます。プライベートの予定も立てやすい働き方です。`,
  },
  {
    title: `昇給年${recruitment.raisesPerYear}回・賞与年${recruitment.bonusesPerYear}回`,
    text: '日々の取り組みを正当に評価し、昇給と賞与でお応えします。',
  },
  {
    title: '学び続けられる環境',
    text: `全社研修を年${recruitment.allStaffTrainingPerYear}回開催。店舗を越えてトレーナー同士が知識と経験を共有します。`,
  },
] as const;

export const jobsCopy = {
  intro: {
    image: { src: '/images/articles/team.webp', alt: '会員さまに声をかけるトレーナーたちのイラスト' },
    title: '一人ひとりの「変わりたい」に、いちばん近くで寄り添う仕事',
    paragraphs: [
      'Oz は、加圧トレーニングとパーソナルトレーニングを組み合わせたジムです。小学生からご年配の方まで、ダイエット、体力づくり、リハビリと、会員さまが通う目的はさまざまです。',
      'トレーナーは、その一人ひとりの体と目標に向き合い、続けられるトレーニングと食事の習慣を一緒につくっていきます。「体が軽くなった」「階段が楽になった」という声を直接聞けることが、この仕事のいちばんのやりがいです。',
    ],
  },
  points: {
    title: `Oz で働く${pointItems.length}つのポイント`,
    items: pointItems,
  },
  job: {
    title: '仕事内容',
    text: '店舗のトレーナーとして、会員さまのトレーニングを担当します。ご入会前の体験から、目標の設定、日々のセッション、食事のアドバイスまで、会員さまの体づくりに最初から最後まで関わります。',
    items: [
      '加圧トレーニングとパーソナルトレーニングのセッション',
      '入会時のカウンセリングと目標設定',
      '食事と生活習慣のアドバイス',
      '体験トレーニングのご案内と店舗見学の対応',
      '受付や予約管理など店舗運営の業務',
    ],
  },
  workingPoints: {
    title: `働きやすさの${workingPointItems.length}つのポイント`,
    items: workingPointItems,
  },
  career: {
    title: 'キャリアプラン',
    text: '研修を終えて店舗でデビューしたあとも、経験と希望に合わせてキャリアを広げられます。',
    stagesTitle: '研修からデビューまで',
    stages: [
      {
        title: '新人研修',
        text: `約${recruitment.trainingMonths}か月。栄養学や解剖学などの座学と、既存店舗での実践研修でトレーナーの基礎を身につけます。`,
      },
      {
        title: '店舗デビュー',
        text: '担当トレーナーとしてセッションを始めます。デビュー後も先輩トレーナーと本部が定期的にフォローします。',
      },
    ],
    stepsTitle: 'キャリアステップ',
    steps: [
      { title: 'トレーナー', text: '会員さまを担当し、セッションとカウンセリングを行います。' },
      { title: 'チーフトレーナー', text: '後輩の指導を担い、店舗のトレーニングの質を高めます。' },
      { title: '店長', text: '店舗の運営、スタッフの育成、売上の管理を担います。' },
      { title: 'エリアマネージャー', text: '複数の店舗を統括し、新店舗の立ち上げにも関わります。' },
      { title: '本部スタッフ・独立', text: '研修講師や商品開発、フランチャイズオーナーとしての独立も目指せます。' },
    ],
  },
  welfare: {
    title: '福利厚生',
    items: [
      '社会保険完備（健康保険・厚生年金・雇用保険・労災保険）',
      `交通費支給（${perMonth(recruitment.transportAllowanceMax)}まで）`,
      `昇給 年${recruitment.raisesPerYear}回`,
      `賞与 年${recruitment.bonusesPerYear}回`,
      `インセンティブ制度（${perMonth(recruitment.incentiveMonthlyMax)}まで）`,
      `全社研修 年${recruitment.allStaffTrainingPerYear}回`,
      '資格取得支援制度',
      '店舗のトレーニング設備を無料で利用可能',
      '制服貸与',
    ],
  },
  interview: {
    title: '社員インタビュー',
    person: { name: 'S.M.', role: '店長', background: '前職はアパレル販売。未経験で入社' },
    image: { src: '/images/trainers/trainer-03.webp', alt: 'ユニフォーム姿の店長のイラスト' },
    answers: [
      {
        question: 'Oz に入社したきっかけは？',
        answer:
          '自分自身が加圧トレーニングで体が変わったことがきっかけです。運動の専門知識はありませんでしたが、研修が充実していると聞いて、未経験でも挑戦できると思いました。',
      },
      {
        question: '研修はどうでしたか？',
        answer:
          '解剖学や栄養学は最初こそ難しく感じましたが、先輩トレーナーが実際のセッションを見せながら教えてくれたので、少しずつ自信がつきました。デビュー後も本部の方が定期的に様子を見に来てくれて心強かったです。',
      },
      {
        question: '仕事のやりがいを教えてください。',
        answer:
          '担当した会員さまから「服のサイズが変わった」「孫と公園で走れた」と報告してもらえる瞬間です。ノルマがないので、売ることより会員さまの目標に集中できるのも Oz の良さだと思います。',
      },
    ],
  },
  flow: {
    title: '選考の流れ',
    steps: [
      { title: 'Web応募・書類選考', text: 'お問い合わせフォームからご応募ください。折り返しご案内するアドレスに、履歴書をメールでお送りいただきます。' },
      { title: '人事面接', text: '人事担当者が面接を行います。仕事内容や働き方について、気になることは何でもご質問ください。' },
      { title: '内定・入社', text: '面接の結果をご連絡し、入社日を調整します。' },
      { title: '研修・配属', text: `約${recruitment.trainingMonths}か月の研修を経て、各店舗に配属となります。` },
    ],
  },
  details: {
    title: '募集要項',
    caption: 'トレーナーの募集要項',
    rows: [
      { label: '募集職種', lines: ['加圧・パーソナルトレーナー（正社員・新卒・アルバイト）'] },
      {
        label: '給与',
        lines: [
          `正社員：月給${yen(recruitment.fullTimeMonthly.min)}〜${yen(recruitment.fullTimeMonthly.max)}＋各種手当＋インセンティブ`,
          `新卒：月給${yen(recruitment.newGraduateMonthly)}〜`,
          `アルバイト：時給${yen(recruitment.partTimeHourly)}〜`,
        ],
      },
      { label: 'インセンティブ', lines: [`${perMonth(recruitment.incentiveMonthlyMax)}まで`] },
      { label: '昇給', lines: [`年${recruitment.raisesPerYear}回`] },
      { label: '賞与', lines: [`年${recruitment.bonusesPerYear}回`] },
      {
        label: '休日・休暇',
        lines: [`年間休日${recruitment.annualDaysOff}日（月${recruitment.monthlyDaysOff}日・シフト制）`, '夏季休暇、年末年始休暇、有給休暇'],
      },
      { label: '勤務時間', lines: [`${formatWeekHours(recruitment.hours)}の間でシフト制`] },
      { label: '交通費', lines: [`${perMonth(recruitment.transportAllowanceMax)}まで支給`] },
      { label: '研修', lines: [`約${recruitment.trainingMonths}か月（座学と既存店舗での実践研修）`, `全社研修 年${recruitment.allStaffTrainingPerYear}回`] },
    ],
    workplaceLabel: '勤務地',
    workplaceMore: 'ほか各店舗',
    applyLabel: '応募方法',
    applyText: 'お問い合わせフォームからご応募ください。ご用件は「お問い合わせ」を選び、採用への応募である旨をご記入ください。',
  },
  philosophy: {
    title: '企業理念',
    motto: '運動を、一生続けられる習慣に。',
    paragraphs: [
      '私たちは、年齢や体力に関係なく、誰もが自分の体を好きになれる場所をつくりたいと考えています。短期間で結果を出すことだけを目指すのではなく、無理なく通い続けられるジムであること。それが Oz の変わらない約束です。',
      'この想いに共感し、会員さまの人生に寄り添うトレーナーを目指す方のご応募をお待ちしています。',
    ],
    button: '応募・お問い合わせはこちら',
  },
  trainerCourse: {
    title: 'トレーナー養成講座',
    headline: '加圧トレーニングを基礎から学べるセミナー',
    image: '/images/articles/kaatsu-session.webp',
    text: 'まずは加圧トレーニングの知識を身につけたい方へ。Oz のトレーナーが講師を務めるセミナーを開催しています。',
    link: 'セミナーの詳細を見る',
  },
} as const;

/** The workplace list prints at most this many stores (the spec's recruitment list names ten). */
export const WORKPLACE_STORE_LIMIT = recruitment.workplaceStores;
