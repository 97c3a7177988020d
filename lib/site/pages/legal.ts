/**
 * The copy of the legal pages: the notice under the Act on Specified Commercial Transactions
 * (/law), the privacy policy and the facility terms. Every figure comes from lib/core/facts.
 */
import { facilityTerms, formatNumber, legalNotice, yen } from '@/lib/core/facts';
import { company, companyAddress } from './company';

interface OpeningHours {
  open: string;
  close: string;
}

/** { open: '11:00', close: '21:00' } → "11:00〜21:00". */
export const formatTimeRange = ({ open, close }: OpeningHours): string => `${open}〜${close}`;

/** "12/31" → "12月31日". */
export const formatMonthDay = (monthDay: string): string => {
  const [month, day] = monthDay.split('/').map(Number);
  return `${month}月${day}日`;
};

/** "2010-05-12" → "2010年5月12日". */
export const formatDate = (isoDate: string): string => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${year}年${month}月${day}日`;
};

/** Weekday and weekend hours on one line, as the tables print them. */
export const formatWeekHours = (hours: { weekdays: OpeningHours; weekendsAndHolidays: OpeningHours }): string =>
  `平日 ${formatTimeRange(hours.weekdays)}／土日祝 ${formatTimeRange(hours.weekendsAndHolidays)}`;

const chargeDays = legalNotice.chargeDays.map((day) => `${day}日`).join('・');

/** A row of the legal notice; `link` renders the value's tail as a link (the price row). */
export interface LegalRow {
  label: string;
  lines: readonly string[];
  link?: 'studiomenu' | 'email';
}

export const lawCopy = {
  tableCaption: '特定商取引法に基づく表記',
  rows: [
    { label: '販売事業者', lines: [company.name] },
    { label: '事業内容', lines: ['加圧トレーニング・パーソナルトレーニングジムの運営'] },
    { label: '運営責任者', lines: [company.representative] },
    { label: '設立', lines: [company.founded] },
    { label: '資本金', lines: [company.capital] },
    { label: '本社所在地', lines: [companyAddress] },
    { label: 'お問い合わせ先', lines: [`電話：${company.phone}`], link: 'email' },
    { label: '営業時間', lines: [formatWeekHours(legalNotice.officeHours)] },
    {
      label: '休業日',
      lines: [`年末年始（${formatMonthDay(legalNotice.closed.from)}〜${formatMonthDay(legalNotice.closed.to)}）`],
    },
    { label: '販売価格', lines: ['各プランの料金は、プログラム・料金のページでご案内しています。'], link: 'studiomenu' },
    { label: '商品代金以外の必要料金', lines: ['表示価格のほかに、お客さまにご負担いただく費用はありません。'] },
    {
      label: 'お支払い方法',
      lines: [`クレジットカード（${legalNotice.cardBrands.join('／')}）`],
    },
    {
      label: 'お支払い時期',
      lines: [
        `ご入会時に、初回${legalNotice.prepaidMonthsAtJoining}か月分の月会費をお支払いいただきます。`,
        `以降の月会費は、カード会社により毎月${chargeDays}のいずれかの日に、ご登録のクレジットカードから引き落とされます。`,
      ],
    },
    {
      label: '解約・退会について',
      lines: [
        `毎月${legalNotice.cancellationDeadlineDay}日までに、会員証をお持ちのうえ、ご本人さまが店舗でお手続きください。`,
        `最低在籍期間は${legalNotice.minimumMonths}か月です。`,
      ],
    },
    { label: '返品・返金について', lines: ['サービスの性質上、途中解約による月会費の返金はいたしかねます。'] },
  ] satisfies LegalRow[],
} as const;

export interface LegalSection {
  title: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export const privacyCopy = {
  lead: [
    `${company.name}（以下「当社」といいます）は、加圧＆パーソナルトレーニングジム Oz の運営にあたり、会員の皆さま、体験トレーニングにお申し込みいただいた方、お問い合わせをいただいた方からお預かりする個人情報の重要性を認識し、個人情報の保護に関する法律その他の関係法令を遵守して、次のとおり適切に取り扱います。`,
  ],
  sections: [
    {
      title: '取得する個人情報',
      paragraphs: ['当社は、適法かつ公正な手段により、次の個人情報を取得します。'],
      items: [
        'お名前、フリガナ、性別、年代、生年月日',
        '住所、電話番号、メールアドレスなどの連絡先',
        'ご入会時にお届けいただくお支払いに関する情報',
        '体験・トレーニング時にお伺いする体調、既往歴、運動歴、身体の測定結果',
        'お問い合わせフォームやフランチャイズ資料請求フォームにご記入いただいた内容',
        '無料体験のご予約でご入力いただいた内容とご予約の日時',
      ],
    },
    {
      title: '利用目的',
      paragraphs: ['取得した個人情報は、次の目的の範囲内で利用し、目的外の利用はいたしません。'],
      items: [
        '体験トレーニング、店舗見学、ご入会手続きのご案内と実施',
        '安全で効果的なトレーニングプログラムの作成と指導',
        '月会費などのご請求とお支払いの確認',
        'お問い合わせ、資料請求、採用応募へのご回答とご連絡',
        'キャンペーンや新しいサービスのご案内（ご本人さまが希望された場合に限ります）',
        'サービス向上のための統計資料の作成（個人を特定できない形に加工して利用します）',
      ],
    },
    {
      title: '第三者への提供',
      paragraphs: [
        '当社は、次の場合を除き、ご本人さまの同意を得ることなく個人情報を第三者に提供しません。',
      ],
      items: [
        '法令に基づく場合',
        '人の生命、身体または財産の保護のために必要であり、ご本人さまの同意を得ることが困難な場合',
        '国の機関や地方公共団体などが法令の定める事務を遂行することに協力する必要がある場合',
        '利用目的の達成に必要な範囲で、決済代行会社などの業務委託先に取り扱いを委託する場合',
      ],
    },
    {
      title: '安全管理措置',
      paragraphs: [
        '当社は、個人情報の漏えい、滅失またはき損を防ぐため、アクセス権限の管理、通信の暗号化、従業員への教育など、必要かつ適切な安全管理措置を講じます。',
        '個人情報の取り扱いを外部に委託する場合は、委託先を適切に選定し、契約によって安全管理を義務づけたうえで必要な監督を行います。',
      ],
    },
    {
      title: 'お問い合わせ窓口',
      paragraphs: [
        'ご本人さまからの個人情報の開示、訂正、利用停止、消去のご請求、その他個人情報の取り扱いに関するお問い合わせは、ご本人さまであることを確認のうえ、遅滞なく対応いたします。下記の窓口までご連絡ください。',
      ],
    },
  ] satisfies LegalSection[],
  desk: {
    title: '個人情報に関するお問い合わせ窓口',
    lines: [company.name, companyAddress, `電話：${company.phone}（${formatWeekHours(legalNotice.officeHours)}）`],
  },
} as const;

/** How long personal data is kept, as the policy says it: whole years when the days make some (1095 → 3年間), else days (400 → 400日間). */
export function retentionPeriod(days: number): string {
  return days % 365 === 0 ? `${days / 365}年間` : `${formatNumber(days)}日間`;
}

/**
 * What the site's own visit analytics measure, why, for how long and how to refuse them
 * (lib/core/analytics, docs/analytics.md); the period of the raw page views is the setting the
 * retention job applies (ANALYTICS_RETENTION_DAYS).
 */
export function analyticsSection(analyticsRetentionDays: number): LegalSection {
  return {
    title: 'ウェブサイトのアクセス解析',
    paragraphs: [
      '当社は、ウェブサイトを改善し、どのページや記事、広告がお客さまのお役に立っているかを知るため、当社のサーバーだけで動くアクセス解析を行っています。外部の解析サービスは利用しておらず、計測した情報を第三者に提供したり、国外へ送信したりすることはありません。',
      '計測するのは、ご覧になったページのアドレス、リンク元のサイト名（ドメイン）、広告やメールのリンクに付けたキャンペーンの識別情報、端末の種類（スマートフォン・タブレット・パソコン）と、店舗のページではその店舗です。',
      '同じ方の訪問を1日単位で数えるため、IPアドレスとブラウザーの情報から、毎日破棄する鍵を使って元に戻せない符号を作ります。IPアドレスやブラウザーの情報そのものは保存せず、日が変わると同じ方かどうかも分からなくなります。Cookieは使用しません。',
      'ひとつの訪問のあいだだけ、最初に開いたページ、リンク元、お読みになった記事をブラウザーのタブ（sessionStorage）に記録し、無料体験のご予約やお問い合わせの送信時に、その内容もあわせて受け取ります。この記録はタブを閉じると消え、受け取った内容は、ご予約やお問い合わせの個人情報を消去する際にあわせて消去します。',
      `ページごとの閲覧の記録は${retentionPeriod(analyticsRetentionDays)}保管したのち削除し、その後は時間ごと・日ごとの合計の数値だけを残します。`,
      'ブラウザーの設定で「トラッキング拒否（Do Not Track）」または「グローバル・プライバシー・コントロール（GPC）」を有効にすると、計測は行いません。JavaScriptを無効にしている場合も計測されません。',
    ],
  };
}

/**
 * The policy's sections with the retention period of enquiries and trial bookings, stated from
 * the setting the worker applies to both (ENQUIRY_RETENTION_DAYS, lib/core/enquiry/erase.ts and
 * lib/core/booking/erase.ts: a booking counts from its trial's day), and the visit analytics,
 * before the contact desk.
 */
export function privacySections(retentionDays: number, analyticsRetentionDays = 90): LegalSection[] {
  const retention: LegalSection = {
    title: '個人情報の保管期間',
    paragraphs: [
      `お問い合わせフォームやフランチャイズ資料請求フォームからお預かりした個人情報は、受付日から${retentionPeriod(retentionDays)}保管し、その後は個人を特定できない形に加工します。`,
      `無料体験のご予約でお預かりした個人情報は、ご予約の体験日から${retentionPeriod(retentionDays)}保管し、その後は同じく個人を特定できない形に加工します。`,
      'ご本人さまから消去のご請求があった場合は、この期間内であっても、ご本人さまであることを確認のうえ消去します。',
    ],
  };
  return [...privacyCopy.sections.slice(0, -1), retention, analyticsSection(analyticsRetentionDays), ...privacyCopy.sections.slice(-1)];
}

export const facilityCopy = {
  lead: `この規約は、${company.name}（以下「当社」といいます）が運営する加圧＆パーソナルトレーニングジム Oz（以下「施設」といいます）をご利用いただく際の条件を定めるものです。ご入会の前に必ずお読みください。`,
  articles: [
    {
      title: '規約の適用',
      items: [
        'この規約は、施設を利用するすべての会員と体験利用者に適用されます。',
        '会員は、この規約と施設内の掲示、スタッフの指示に従って施設を利用するものとします。',
      ],
    },
    {
      title: '入会資格',
      items: [
        '健康状態に問題がなく、トレーニングを行うことについて医師から制限を受けていない方がご入会いただけます。',
        '未成年の方のご入会には、保護者の同意が必要です。',
        '中学生の方のご入会はお断りしております。',
      ],
    },
    {
      title: '入会金',
      items: ['お支払いいただいた入会金は、理由のいかんを問わず返金いたしません。'],
    },
    {
      title: '月会費のお支払い',
      items: [
        '月会費は、翌月分を前払いでお支払いいただきます。',
        `ご入会時に初回${facilityTerms.prepaidMonths}か月分の月会費をお支払いいただき、${facilityTerms.cardPaymentFromMonth}か月目以降はクレジットカードでのお支払いとなります。`,
      ],
    },
    {
      title: 'プラン変更・退会',
      items: [
        `プランの変更または退会をご希望の場合は、毎月${facilityTerms.changeDeadlineDay}日までに店舗で所定の書面によるお手続きをお済ませください。`,
        `${facilityTerms.changeDeadlineDay}日を過ぎた場合、翌月も現在のご契約のまま継続となります。`,
      ],
    },
    {
      title: 'ロッカーの利用',
      items: [
        'ロッカーはご利用の当日に限りお使いいただけます。貴重品の管理は会員ご自身の責任でお願いいたします。',
        `ロッカーの鍵を紛失・破損された場合は、交換費用として${yen(facilityTerms.lockerKeyFee)}（税別）をご負担いただきます。`,
      ],
    },
    {
      title: '休館日',
      items: [
        `年末年始（${formatMonthDay(facilityTerms.yearEndClosure.from)}〜${formatMonthDay(facilityTerms.yearEndClosure.to)}）は休館いたします。`,
        '設備の点検などで臨時に休館する場合は、事前に店舗でお知らせします。',
      ],
    },
    {
      title: '料金の改定',
      items: [
        `月会費その他の料金を改定する場合は、${facilityTerms.feeChangeNoticeMonths}か月前までに店舗での掲示などによりお知らせします。`,
      ],
    },
    {
      title: '禁止事項',
      items: [
        '他の会員やスタッフへの迷惑行為、営業・勧誘行為',
        '施設内での飲酒、喫煙、飲酒後のご利用',
        '会員証の貸与・譲渡、その他会員資格の不正な利用',
        '施設や器具を本来の用途以外に使用すること',
      ],
    },
    {
      title: '免責',
      items: [
        '会員は自らの体調を管理し、体調に異変を感じた場合はただちにトレーニングを中止してスタッフにお申し出ください。',
        '施設内での事故や盗難について、当社に故意または重大な過失がある場合を除き、当社は責任を負いません。',
      ],
    },
  ] satisfies { title: string; items: readonly string[] }[],
  effective: `附則　この規約は、${formatDate(facilityTerms.effectiveDate)}から施行します。`,
} as const;
