/**
 * The operating company's details. They are content, not business figures, so they live here
 * rather than in lib/core/facts (only the capital, a spec figure, comes from there).
 */
import { company as companyFacts, formatNumber } from '@/lib/core/facts';

/** 18000000 → "1,800万円". */
export const manYen = (value: number): string => `${formatNumber(value / 10000)}万円`;

export const company = {
  name: '株式会社オズコーポレーション',
  nameKana: 'カブシキガイシャオズコーポレーション',
  representative: '代表取締役　小澤 健一',
  postCode: '150-0002',
  address: '東京都渋谷区渋谷二丁目15番1号 渋谷クロスタワー12階',
  phone: '03-6418-2200',
  founded: '2009年4月1日',
  capital: manYen(companyFacts.capital),
  business: [
    '加圧トレーニング・パーソナルトレーニングジム「Oz」の運営',
    'フランチャイズ加盟店の募集と運営支援',
    'トレーナーの育成と研修事業',
    'サプリメント・トレーニング用品の販売',
  ],
} as const;

export const companyAddress = `〒${company.postCode} ${company.address}`;

export const companyCopy = {
  tableCaption: '会社概要',
  labels: {
    name: '会社名',
    representative: '代表者',
    address: '所在地',
    capital: '資本金',
    founded: '設立',
    business: '事業内容',
  },
} as const;
