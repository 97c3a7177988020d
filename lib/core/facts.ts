/**
 * Every business figure the site prints (spec section 9): prices, hours, trial rules, terms,
 * franchise claims and recruitment figures. Pages read them from here and format them with
 * the helpers below; no page writes a number of its own.
 */

/**
 * 20000 → "20,000", as `toLocaleString('ja-JP')` writes it. Whole numbers are grouped here
 * rather than by Intl: the first Intl number format a browser tab makes loads ICU's locale data,
 * 20-190 ms of main-thread work measured on the public pages here (lib/core/site.ts formats the
 * tagline's price when the page's script starts). Other values are left to Intl.
 */
export const formatNumber = (value: number): string =>
  Number.isSafeInteger(value) ? String(value).replace(/\B(?=(\d{3})+$)/g, ',') : value.toLocaleString('ja-JP');
/** 20000 → "20,000円". */
export const yen = (value: number): string => `${formatNumber(value)}円`;
/** 20000 → "¥20,000". */
export const yenSign = (value: number): string => `¥${formatNumber(value)}`;
/** 100000 → "10万", 3000000 → "300万": round ten thousands as Japanese copy writes them; other values as formatNumber does. */
export const man = (value: number): string => (value % 10000 === 0 ? `${formatNumber(value / 10000)}万` : formatNumber(value));

export interface TicketPrice {
  count: number;
  price: number;
}

/** The price of one session in a ticket book, rounded to the yen. */
export const perTicket = ({ count, price }: TicketPrice): number => Math.round(price / count);

export const marketing = {
  monthlyFrom: 20000,
  sessionsPerYear: 100000,
  members: 14000,
  /** Members range from elementary-school children to this age. */
  oldestMemberAge: 86,
} as const;

export const prices = {
  premium: {
    monthly: 20000,
    /** The rate at stores and campaigns that offer the reduced Premium fee. */
    monthlyReduced: 15000,
    sessionMinutes: 60,
    personalMinutes: 30,
    aerobicMinutes: 30,
  },
  fullTraining: { single: 4200, book: { count: 11, price: 42000 } },
  royalty: [
    { count: 1, price: 7875 },
    { count: 11, price: 78790 },
    { count: 25, price: 174930 },
    { count: 50, price: 336400 },
    { count: 100, price: 630360 },
  ] satisfies TicketPrice[],
  stretch: { minutes: 30, single: 3000, book: { count: 11, price: 30000 } },
  protein: [
    { name: 'ソイプロテイン', servings: 30, price: 4320 },
    { name: 'ホエイプロテイン', servings: null, price: 6000 },
    { name: 'BCAA', servings: null, price: 6000 },
  ],
  corporate: {
    books: [
      { count: 50, price: 336400 },
      { count: 100, price: 630360 },
    ] satisfies TicketPrice[],
    trialFee: 0,
    entryFee: 0,
  },
} as const;

export const hours = {
  weekdays: { open: '11:00', close: '20:00' },
  weekendsAndHolidays: { open: '10:00', close: '19:00' },
} as const;

export const trial = {
  arriveEarlyMinutes: 10,
  lateCancelMinutes: 15,
  minMinutes: 60,
  maxMinutes: 90,
  paymentMethods: ['現金', 'クレジットカード', 'QRコード決済'],
} as const;

export const sessionRules = {
  /** Variation sessions are free, one consecutive session a day. */
  variationPerDay: 1,
  /** Cancellation is free up to this many minutes before the session. */
  freeCancelMinutesBefore: 1,
} as const;

export const facilityTerms = {
  prepaidMonths: 2,
  cardPaymentFromMonth: 3,
  changeDeadlineDay: 5,
  lockerKeyFee: 3000,
  yearEndClosure: { from: '12/31', to: '1/3' },
  feeChangeNoticeMonths: 1,
  effectiveDate: '2010-05-12',
} as const;

export const franchise = {
  yearsInOperation: 17,
  openingCapitalSmall: 3000000,
  openingCapitalLarge: 15000000,
  ownFunds: 1500000,
  monthsToOpening: 3,
  marketingCost: { min: 0, max: 100000 },
  enquiriesPerMonth: 10,
  continuationRatePercent: 36,
  paybackMonths: 14,
  paybackMonthlyFee: 22000,
} as const;

export const company = {
  capital: 18000000,
} as const;

export const recruitment = {
  fullTimeMonthly: { min: 226495, max: 450000 },
  newGraduateMonthly: 195888,
  partTimeHourly: 1113,
  incentiveMonthlyMax: 100000,
  raisesPerYear: 1,
  bonusesPerYear: 2,
  annualDaysOff: 115,
  monthlyDaysOff: 9,
  transportAllowanceMax: 25000,
  hours: {
    weekdays: { open: '11:00', close: '21:00' },
    weekendsAndHolidays: { open: '10:00', close: '20:00' },
  },
  trainingMonths: 3,
  allStaffTrainingPerYear: 1,
  workplaceStores: 10,
} as const;

export const legalNotice = {
  officeHours: {
    weekdays: { open: '11:00', close: '21:00' },
    weekendsAndHolidays: { open: '10:00', close: '20:00' },
  },
  closed: { from: '12/30', to: '1/3' },
  cardBrands: ['VISA', 'Mastercard', 'JCB', 'American Express', 'Diners Club'],
  prepaidMonthsAtJoining: 2,
  chargeDays: [5, 20, 27],
  cancellationDeadlineDay: 5,
  minimumMonths: 3,
} as const;

/** Studio-menu rules beside the prices: fees that are zero and what a Royalty book brings. */
export const menuRules = {
  variationSessionFee: 0,
  /** No registration fee when changing plan or restarting after a break. */
  registrationFeeOnChange: 0,
  /** Variation tickets granted for each Royalty ticket bought. */
  variationTicketsPerRoyaltyTicket: 1,
} as const;

/** The corporate plan's session and start (spec 9, corporate plan: 60 min training + 30 min aerobic). */
export const corporateSession = {
  trainingMinutes: 60,
  aerobicMinutes: 30,
  /** Tickets can be used from this day of the month after the contract. */
  usableFromDay: 1,
} as const;
