import { Icon } from '@/components/ui/icon';

/** A list of things to have ready, each ticked with a check mark. */
export function ChecklistItems({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-brand-100">
          <Icon name="check-circle" className="mt-0.5 size-6 shrink-0 text-accent-600" />
          <span className="leading-relaxed font-medium">{item}</span>
        </li>
      ))}
    </ul>
  );
}
