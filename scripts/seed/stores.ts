import type { Item } from '@/lib/core/model/entities';
import type { AreaName } from './areas';
import { daysAgo, type DateSpec, resolveDate } from './dates';
import { type InteriorScene, interiorImages, storeThumb } from './images';

type Price = '' | `${number}`;

/** Rental prices as the store page shows them: "0" is free, "" means not offered. */
interface Rentals {
  allSet: Price;
  topBottomSet: Price;
  topOrBottom: Price;
  shoes: Price;
  socks: Price;
  shaker: Price;
}

const rentals = {
  standard: { allSet: '500', topBottomSet: '300', topOrBottom: '200', shoes: '200', socks: '100', shaker: '0' },
  free: { allSet: '0', topBottomSet: '0', topOrBottom: '0', shoes: '0', socks: '0', shaker: '0' },
  compact: { allSet: '500', topBottomSet: '300', topOrBottom: '200', shoes: '', socks: '', shaker: '0' },
  wearOnly: { allSet: '', topBottomSet: '300', topOrBottom: '200', shoes: '', socks: '100', shaker: '' },
} as const satisfies Record<string, Rentals>;

export interface StoreSeed {
  link: string;
  name: string;
  area: AreaName;
  postCode: string;
  address: string;
  addressOther: string;
  access: string;
  phone: string;
  instagram: string;
  line: string;
  premiumValue: 15000 | 20000;
  openDate: string | DateSpec;
  /** Pictures after the store's own thumbnail: 2 or 3 shared interior scenes. */
  gallery: InteriorScene[];
  rentals: Rentals;
  googleLocationId: string;
  /** Latitude and longitude, near the address (approximate, for the store finder). */
  position: readonly [number, number];
  enabled?: boolean;
}

/** The newest store: its grand-opening news and campaign are dated from this day. */
export const SHINSAIBASHI_OPEN_DATE = daysAgo(75);

export const BUSINESS_HOURS = ['平日 11:00〜20:00', '土日祝 10:00〜19:00'];
export const HOLIDAYS = '年末年始（12月31日〜1月3日）';

export const stores = [
  {
    link: 'shibuya',
    name: '渋谷店',
    area: 'Tokyo',
    postCode: '150-0002',
    address: '東京都渋谷区渋谷2-14-8',
    addressOther: 'オーツー宮益坂ビル 4F',
    access: 'JR・東急東横線・京王井の頭線・東京メトロ「渋谷駅」宮益坂口から徒歩5分',
    phone: '03-6418-2201',
    instagram: 'oz_shibuya',
    line: 'https://lin.ee/Oz7sBy2',
    premiumValue: 20000,
    openDate: '2010-05-12',
    gallery: ['mirror', 'bikes', 'reception'],
    rentals: rentals.standard,
    googleLocationId: '10452873316409218801',
    position: [35.6603, 139.7046],
  },
  {
    link: 'shinjuku',
    name: '新宿店',
    area: 'Tokyo',
    postCode: '160-0022',
    address: '東京都新宿区新宿3-22-5',
    addressOther: '新宿サンライズビル 6F',
    access: '東京メトロ丸ノ内線・副都心線「新宿三丁目駅」から徒歩2分／JR「新宿駅」東口から徒歩7分',
    phone: '03-5366-4812',
    instagram: 'oz_shinjuku',
    line: 'https://lin.ee/Oz4kSjk',
    premiumValue: 20000,
    openDate: '2012-09-01',
    gallery: ['weights', 'counseling', 'lockers'],
    rentals: rentals.standard,
    googleLocationId: '11873045529016637245',
    position: [35.6911, 139.7016],
  },
  {
    link: 'ikebukuro',
    name: '池袋店',
    area: 'Tokyo',
    postCode: '171-0022',
    address: '東京都豊島区南池袋1-19-3',
    addressOther: '南池袋フロントビル 5F',
    access: 'JR・東武東上線・西武池袋線・東京メトロ「池袋駅」東口から徒歩4分',
    phone: '03-5957-3306',
    instagram: 'oz_ikebukuro',
    line: 'https://lin.ee/Oz2ikBk',
    premiumValue: 20000,
    openDate: '2014-03-15',
    gallery: ['bikes', 'reception'],
    rentals: rentals.compact,
    googleLocationId: '12904417865530912278',
    position: [35.7285, 139.7117],
  },
  {
    link: 'ginza',
    name: '銀座店',
    area: 'Tokyo',
    postCode: '104-0061',
    address: '東京都中央区銀座3-7-12',
    addressOther: '銀座トラストビル 7F',
    access: '東京メトロ銀座線・丸ノ内線・日比谷線「銀座駅」から徒歩3分／有楽町線「銀座一丁目駅」から徒歩4分',
    phone: '03-6263-1457',
    instagram: 'oz_ginza',
    line: 'https://lin.ee/Oz9gNza',
    premiumValue: 20000,
    openDate: '2016-11-01',
    gallery: ['counseling', 'mirror', 'lockers'],
    rentals: rentals.free,
    googleLocationId: '13318820476651109934',
    position: [35.6713, 139.7670],
  },
  {
    link: 'kichijoji',
    name: '吉祥寺店',
    area: 'Tokyo',
    postCode: '180-0004',
    address: '東京都武蔵野市吉祥寺本町1-11-6',
    addressOther: '吉祥寺パークサイドビル 3F',
    access: 'JR中央線・総武線・京王井の頭線「吉祥寺駅」北口から徒歩3分',
    phone: '0422-27-5830',
    instagram: 'oz_kichijoji',
    line: 'https://lin.ee/Oz5kcJj',
    premiumValue: 20000,
    openDate: '2017-06-10',
    gallery: ['mirror', 'weights'],
    rentals: rentals.standard,
    googleLocationId: '14027751893326654120',
    position: [35.7046, 139.5790],
  },
  {
    link: 'yokohama',
    name: '横浜店',
    area: 'Kanagawa',
    postCode: '220-0005',
    address: '神奈川県横浜市西区南幸2-8-15',
    addressOther: '横浜ウエストゲートビル 5F',
    access: 'JR・東急東横線・相鉄線・横浜市営地下鉄「横浜駅」西口から徒歩5分',
    phone: '045-548-3172',
    instagram: 'oz_yokohama',
    line: 'https://lin.ee/Oz3yKhm',
    premiumValue: 20000,
    openDate: '2013-04-20',
    gallery: ['reception', 'bikes', 'weights'],
    rentals: rentals.standard,
    googleLocationId: '15562209347718830456',
    position: [35.4660, 139.6195],
  },
  {
    link: 'kawasaki',
    name: '川崎店',
    area: 'Kanagawa',
    postCode: '210-0007',
    address: '神奈川県川崎市川崎区駅前本町11-4',
    addressOther: '川崎ステーションスクエア 4F',
    access: 'JR「川崎駅」東口から徒歩3分／京急線「京急川崎駅」から徒歩2分',
    phone: '044-245-6603',
    instagram: 'oz_kawasaki',
    line: 'https://lin.ee/Oz8kWsk',
    premiumValue: 15000,
    openDate: '2018-02-03',
    gallery: ['lockers', 'mirror'],
    rentals: rentals.wearOnly,
    googleLocationId: '16630584112297705313',
    position: [35.5322, 139.7010],
  },
  {
    link: 'fujisawa',
    name: '藤沢店',
    area: 'Kanagawa',
    postCode: '251-0055',
    address: '神奈川県藤沢市南藤沢21-9',
    addressOther: '藤沢南口ビル 3F',
    access: 'JR東海道線・小田急江ノ島線・江ノ島電鉄「藤沢駅」南口から徒歩3分',
    phone: '0466-29-7714',
    instagram: 'oz_fujisawa',
    line: 'https://lin.ee/Oz6fJsw',
    premiumValue: 15000,
    openDate: '2019-07-06',
    gallery: ['bikes', 'counseling'],
    rentals: rentals.compact,
    googleLocationId: '17241198035564407729',
    position: [35.3378, 139.4890],
    // Closed for refurbishment (see the information article): hidden from the public site.
    enabled: false,
  },
  {
    link: 'omiya',
    name: '大宮店',
    area: 'Saitama',
    postCode: '330-0854',
    address: '埼玉県さいたま市大宮区桜木町1-10-17',
    addressOther: '大宮桜木町ビル 5F',
    access: 'JR・東武アーバンパークライン・ニューシャトル「大宮駅」西口から徒歩4分',
    phone: '048-782-9025',
    instagram: 'oz_omiya',
    line: 'https://lin.ee/Oz1omYa',
    premiumValue: 15000,
    openDate: '2020-10-10',
    gallery: ['weights', 'reception', 'lockers'],
    rentals: rentals.standard,
    googleLocationId: '18015362279904411862',
    position: [35.9055, 139.6208],
  },
  {
    link: 'funabashi',
    name: '船橋店',
    area: 'Chiba',
    postCode: '273-0005',
    address: '千葉県船橋市本町4-3-12',
    addressOther: '船橋本町センタービル 3F',
    access: 'JR総武線・東武アーバンパークライン「船橋駅」南口から徒歩4分／京成線「京成船橋駅」から徒歩3分',
    phone: '047-436-5581',
    instagram: 'oz_funabashi',
    line: 'https://lin.ee/Oz2fNbs',
    premiumValue: 15000,
    openDate: '2021-04-03',
    gallery: ['mirror', 'counseling'],
    rentals: rentals.wearOnly,
    googleLocationId: '18527704163382290547',
    position: [35.6990, 139.9850],
  },
  {
    link: 'umeda',
    name: '梅田店',
    area: 'Osaka',
    postCode: '530-0001',
    address: '大阪府大阪市北区梅田1-9-20',
    addressOther: '梅田クロスビル 8F',
    access: 'JR「大阪駅」から徒歩6分／大阪メトロ御堂筋線「梅田駅」から徒歩5分',
    phone: '06-6343-2718',
    instagram: 'oz_umeda',
    line: 'https://lin.ee/Oz4uMdk',
    premiumValue: 20000,
    openDate: '2015-08-08',
    gallery: ['bikes', 'weights', 'counseling'],
    rentals: rentals.free,
    googleLocationId: '19203316687745129081',
    position: [34.6995, 135.4970],
  },
  {
    link: 'shinsaibashi',
    name: '心斎橋店',
    area: 'Osaka',
    postCode: '542-0085',
    address: '大阪府大阪市中央区心斎橋筋1-4-11',
    addressOther: '心斎橋スクエアビル 4F',
    access: '大阪メトロ御堂筋線・長堀鶴見緑地線「心斎橋駅」から徒歩3分',
    phone: '06-6245-8830',
    instagram: 'oz_shinsaibashi',
    line: 'https://lin.ee/Oz9sSbh',
    premiumValue: 20000,
    openDate: SHINSAIBASHI_OPEN_DATE,
    gallery: ['reception', 'mirror', 'bikes'],
    rentals: rentals.standard,
    googleLocationId: '10098835412276603318',
    position: [34.6735, 135.5012],
  },
] as const satisfies readonly StoreSeed[];

export type StoreLink = (typeof stores)[number]['link'];

const mapQuery = (store: StoreSeed) => encodeURIComponent(`${store.address} ${store.addressOther}`);

export function storeImages(store: Pick<StoreSeed, 'link' | 'gallery'>): string[] {
  return [storeThumb(store.link), ...store.gallery.map((scene) => interiorImages[scene])];
}

/** The Store item a seed entry stands for: every field filled. */
export function toStoreInput(store: StoreSeed, now: Date): Omit<Item<'Store'>, 'id' | 'createdAt' | 'updatedAt'> {
  const images = storeImages(store);
  return {
    name: store.name,
    area: store.area,
    postCode: store.postCode,
    address: store.address,
    addressOther: store.addressOther,
    access: store.access,
    phone: store.phone,
    googleMap: `https://maps.google.com/?q=${mapQuery(store)}`,
    embedUrl: `https://maps.google.com/maps?q=${mapQuery(store)}&output=embed`,
    instagram: store.instagram,
    line: store.line,
    businessHours: BUSINESS_HOURS,
    holidays: HOLIDAYS,
    premiumValue: store.premiumValue,
    openDate: typeof store.openDate === 'string' ? store.openDate : resolveDate(now, store.openDate),
    thumbImage: images[0] ?? null,
    images,
    rentalAllSet: store.rentals.allSet,
    rentalTopBottomSet: store.rentals.topBottomSet,
    rentalTopOrBottom: store.rentals.topOrBottom,
    rentalShoes: store.rentals.shoes,
    rentalSocks: store.rentals.socks,
    rentalShaker: store.rentals.shaker,
    enabled: store.enabled ?? true,
    link: store.link,
    googleLocationId: store.googleLocationId,
    latitude: store.position[0],
    longitude: store.position[1],
    // The page's derived search title, description and share image (lib/site/seo/snippet.ts).
    seoTitle: null,
    seoDescription: null,
    seoImage: null,
  };
}
