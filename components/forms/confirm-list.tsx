import { useId } from 'react';
import { ConfirmActions, type FormActionsProps } from './form-actions';

export interface ConfirmItem {
  label: string;
  value: string;
}

/** The read-only summary of the confirm step. */
export function ConfirmList({ items }: { items: ConfirmItem[] }) {
  return (
    <dl className="divide-y divide-brand-100 border-y border-brand-100">
      {items.map((item) => (
        <div key={item.label} className="grid gap-1 py-4 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-6">
          <dt className="font-bold">{item.label}</dt>
          <dd className="whitespace-pre-wrap break-words">{item.value.trim() === '' ? '（未入力）' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The confirm step of a form: the summary, then back and send. */
export function ConfirmSection({ items, ...actions }: { items: ConfirmItem[] } & FormActionsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 text-lg font-bold">
        入力内容の確認
      </h3>
      <p className="mb-6 text-sm leading-relaxed">以下の内容でよろしければ「送信する」を押してください。修正する場合は「戻る」を押してください。</p>
      <ConfirmList items={items} />
      <ConfirmActions {...actions} />
    </section>
  );
}
