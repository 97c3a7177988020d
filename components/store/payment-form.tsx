import type { PaymentForm as PaymentFormData } from '@/lib/site/store/payment';

/** The Premium plan's card payment: a plain form that posts to the payment provider's page. */
export function PaymentForm({ form }: { form: PaymentFormData }) {
  return (
    <div className="border-t border-brand-100 bg-paper/60 px-4 py-6 text-center sm:px-8">
      <h3 className="font-bold text-brand-900">月会費のクレジットカード払い</h3>
      <p className="mx-auto mt-2 max-w-2xl text-left text-[15px] leading-relaxed sm:text-center">
        会員さまは、こちらからプレミアムプランの月会費をクレジットカードでお支払いいただけます。ボタンを押すと決済代行会社のお支払いページに移動します。
      </p>
      <form action={form.action} method="post" className="mt-5">
        <input type="hidden" name="aid" value={form.fields.aid} />
        <input type="hidden" name="iid" value={form.fields.iid} />
        <input type="hidden" name="submit" value={form.fields.submit} />
        <button
          type="submit"
          className="inline-flex min-h-14 w-full max-w-sm items-center justify-center rounded-full bg-accent-700 px-6 py-3 font-bold text-white shadow-md transition-colors hover:bg-accent-800 motion-reduce:transition-none"
        >
          {form.label}
        </button>
      </form>
    </div>
  );
}
