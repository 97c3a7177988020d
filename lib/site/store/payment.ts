import { prices, yenSign } from '@/lib/core/facts';

/**
 * The Premium plan's item codes at the card-payment provider (the form's `iid`): the plan at
 * 20,000 yen a month has its own code, ending in 2; every other monthly fee uses the base code.
 */
export const PREMIUM_COURSE_CODE = 'ozpremium';
export const PREMIUM_COURSE_CODE_20000 = `${PREMIUM_COURSE_CODE}2`;

/** The store's monthly Premium fee; a store without one charges the standard fee. */
export function premiumAmount(premiumValue: number | null | undefined): number {
  return premiumValue && premiumValue > 0 ? premiumValue : prices.premium.monthly;
}

export function premiumItemCode(amount: number): string {
  return amount === prices.premium.monthly ? PREMIUM_COURSE_CODE_20000 : PREMIUM_COURSE_CODE;
}

/** The form's button: プレミアムプラン月会費¥…, the amount as yenSign writes it. */
export function premiumPaymentLabel(amount: number): string {
  return `プレミアムプラン月会費${yenSign(amount)}`;
}

export interface PaymentForm {
  action: string;
  fields: { aid: string; iid: string; submit: string };
  label: string;
}

/** What the Premium card-payment form posts to the provider. */
export function premiumPaymentForm(
  premiumValue: number | null | undefined,
  provider: { url: string; aid: string },
): PaymentForm {
  const amount = premiumAmount(premiumValue);
  const label = premiumPaymentLabel(amount);
  return { action: provider.url, fields: { aid: provider.aid, iid: premiumItemCode(amount), submit: label }, label };
}
