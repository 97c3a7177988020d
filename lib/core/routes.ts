/**
 * The public routes of the spec's route table: where each lives, how the navigation, the
 * breadcrumbs and the sitemap name it, and the metadata it carries. Pages, the header, the
 * footer and sitemap.xml all read this table; nothing else spells a route's path or title.
 */
import { franchise, marketing, man, prices, recruitment, trial, yen } from '@/lib/core/facts';
import { site } from '@/lib/core/site';

export interface PublicRoute {
  path: string;
  /** The Japanese name used in navigation and link text. */
  label: string;
  /** The English heading the pages and breadcrumbs show (TOP > FRANCHISE > INFORMATION). */
  en: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /** Listed in sitemap.xml (the thanks page is reached only after a submission). */
  indexable: boolean;
}

const TRIAL_LENGTH = `${trial.minMinutes}〜${trial.maxMinutes}分`;

const SITE_KEYWORDS = ['加圧トレーニング', 'パーソナルトレーニング', 'ジム', '通い放題', 'Oz'] as const;

function route(
  path: string,
  label: string,
  en: string,
  title: string,
  description: string,
  keywords: readonly string[],
  indexable = true,
): PublicRoute {
  return { path, label, en, title, description, keywords: [...keywords, ...SITE_KEYWORDS], indexable };
}

export const routes = {
  home: route(
    '/',
    'トップ',
    'TOP',
    `${site.fullName}｜${site.tagline}`,
    `加圧トレーニングとパーソナルトレーニングのジム Oz。月額${yen(marketing.monthlyFrom)}から回数無制限で通えるプレミアムプラン。無料体験（${TRIAL_LENGTH}）受付中。`,
    ['加圧', 'ダイエット', 'ボディメイク'],
  ),
  effect: route(
    '/effect',
    '加圧トレーニングの効果',
    'EFFECT',
    '加圧トレーニングの効果',
    'ダイエット、エイジングケア、筋力アップ、ボディメイク、体力・免疫力の向上とリハビリ。加圧トレーニングで期待できる5つの効果をご紹介します。',
    ['加圧 効果', 'ダイエット', 'エイジングケア', 'リハビリ'],
  ),
  studiomenu: route(
    '/studiomenu',
    'プログラム・料金',
    'PROGRAM',
    'プログラム・料金',
    `プレミアムコース（月額${yen(prices.premium.monthly)}・通い放題）、ロイヤリティコース、フルトレーニング、パーソナルストレッチ。Oz の料金とプログラムのご案内です。`,
    ['料金', '月額', 'プレミアムコース', '回数券'],
  ),
  flow: route(
    '/flow',
    '体験の流れ',
    'FLOW',
    '無料体験の流れ',
    `初回無料体験（${TRIAL_LENGTH}）の流れ、持ち物、当日の注意事項と、体験されたお客様の声をご紹介します。`,
    ['無料体験', '体験 流れ', '口コミ'],
  ),
  franchise: route(
    '/franchise',
    'フランチャイズ募集',
    'FRANCHISE',
    'フランチャイズ加盟店募集',
    `運営${franchise.yearsInOperation}年のノウハウで開業を支援。小規模なら約${man(franchise.openingCapitalSmall)}円から開業できる加圧＆パーソナルトレーニングジム Oz のフランチャイズ募集です。`,
    ['フランチャイズ', '独立開業', 'ジム開業'],
  ),
  franchiseInformation: route(
    '/franchise/information',
    '資料請求',
    'INFORMATION',
    'フランチャイズ資料請求・お問い合わせ',
    'Oz フランチャイズ加盟の資料請求・お問い合わせフォームです。',
    ['フランチャイズ 資料請求'],
  ),
  plancorp: route(
    '/plancorp',
    '法人会員',
    'CORPORATE',
    '法人会員プラン',
    `従業員の健康づくりに。${prices.corporate.books.map((book) => `${book.count}枚`).join('・')}の回数券を全店舗で共有でき、有効期限はありません。体験・入会金は無料です。`,
    ['法人会員', '福利厚生', '健康経営'],
  ),
  resources: route(
    '/resources',
    'お役立ち情報',
    'RESOURCES',
    'お役立ち情報',
    'トレーニング、ダイエット、健康に役立つ情報をトレーナーがお届けします。',
    ['トレーニング', 'ダイエット', '健康'],
  ),
  news: route(
    '/news',
    'お知らせ',
    'NEWS',
    'お知らせ',
    'キャンペーン、店舗からのお知らせ、メディア掲載情報をお届けします。',
    ['お知らせ', 'キャンペーン'],
  ),
  jobs: route(
    '/jobs',
    '採用情報',
    'RECRUIT',
    '採用情報',
    `未経験から約${recruitment.trainingMonths}か月の研修でトレーナーに。個人ノルマなし、インセンティブあり。Oz のトレーナー採用情報です。`,
    ['求人', 'トレーナー 採用', 'パーソナルトレーナー'],
  ),
  contact: route(
    '/contact',
    'お問い合わせ',
    'CONTACT',
    'お問い合わせ・無料体験のお申し込み',
    '無料体験トレーニング、店舗見学、その他のお問い合わせはこちらのフォームからお送りください。',
    ['無料体験 申し込み', 'お問い合わせ'],
  ),
  booking: route(
    '/booking',
    '無料体験のご予約',
    'BOOKING',
    '無料体験のご予約',
    `店舗を選んで、空いている日時から無料体験（${TRIAL_LENGTH}）をその場でご予約いただけます。ご予約の確認メールをすぐにお送りします。`,
    ['無料体験 予約', '体験 予約', '加圧 体験'],
  ),
  // Reached from the links of a booking's mails only (?token=…): never indexed.
  bookingCancel: route('/booking/cancel', 'ご予約のキャンセル', 'CANCEL', 'ご予約のキャンセル', '無料体験のご予約をキャンセルします。', [], false),
  bookingMove: route('/booking/move', 'ご予約日時の変更', 'CHANGE', 'ご予約日時の変更', '無料体験のご予約日時を変更します。', [], false),
  thanks: route(
    '/thanks',
    '送信完了',
    'THANKS',
    'お問い合わせありがとうございました',
    'お問い合わせを受け付けました。',
    [],
    false,
  ),
  company: route(
    '/company',
    '会社概要',
    'COMPANY',
    '会社概要',
    '加圧＆パーソナルトレーニングジム Oz を運営する会社の概要です。',
    ['会社概要'],
  ),
  privacypolicy: route(
    '/privacypolicy',
    'プライバシーポリシー',
    'PRIVACY POLICY',
    'プライバシーポリシー',
    'Oz における個人情報の取り扱いについてご説明します。',
    ['個人情報保護方針'],
  ),
  law: route(
    '/law',
    '特定商取引法に基づく表記',
    'LEGAL NOTICE',
    '特定商取引法に基づく表記',
    '特定商取引法に基づく表記（事業者、料金、お支払い方法、解約について）です。',
    ['特定商取引法'],
  ),
  facility: route(
    '/facility',
    '施設利用規約',
    'TERMS',
    '施設利用規約',
    'Oz の施設をご利用いただく際の規約です。',
    ['利用規約'],
  ),
  // Results (?q=…) are read for each request and never indexed: every query would be a page.
  search: route(
    '/search',
    'サイト内検索',
    'SEARCH',
    'サイト内検索',
    'お知らせ、お役立ち情報、店舗、よくある質問をキーワードで検索できます。',
    [],
    false,
  ),
} as const satisfies Record<string, PublicRoute>;

export type RouteName = keyof typeof routes;

/** The links of the header and the footer, in the order the spec lists them. */
export const NAV_ROUTES: readonly RouteName[] = [
  'home',
  'effect',
  'studiomenu',
  'flow',
  'franchise',
  'plancorp',
  'resources',
  'news',
  'jobs',
  'contact',
  'company',
  'privacypolicy',
  'law',
  'facility',
];

/** The main sections of the list pages and articles. */
export const SECTIONS = {
  news: { path: routes.news.path, en: 'NEWS', ja: 'お知らせ' },
  resources: { path: routes.resources.path, en: 'RESOURCES', ja: 'お役立ち情報' },
} as const;

export type SectionName = keyof typeof SECTIONS;

export const storePath = (link: string): string => `/store/${encodeURIComponent(link)}`;

/** A store's booking page: its days, times and the visitor's details in one page. */
export const storeBookingPath = (link: string): string => `${storePath(link)}/booking`;

/** Whether a path is a booking page: a store's, /booking, or the pages of a booking mail's links. */
export const isBookingPath = (pathname: string): boolean =>
  pathname === routes.booking.path || pathname.startsWith(`${routes.booking.path}/`) || /^\/store\/[^/]+\/booking\/?$/.test(pathname);

export const articlePath = (section: SectionName, categorySlug: string, route: string): string =>
  `${SECTIONS[section].path}/${encodeURIComponent(categorySlug)}/${encodeURIComponent(route)}`;

export const categoryPath = (section: SectionName, categorySlug: string): string =>
  `${SECTIONS[section].path}/${encodeURIComponent(categorySlug)}`;

/** The contact form itself, where every counselling and trial button leads. */
export const CONTACT_FORM_PATH = '/contact/#contact';
