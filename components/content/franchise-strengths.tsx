interface Strength {
  label: string;
  value: string;
  note: string;
}

/** The franchise's headline figures as cards: what is measured, the figure, and what it means. */
export function FranchiseStrengths({ items }: { items: readonly Strength[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col rounded-2xl bg-white px-5 py-5 shadow-sm ring-1 ring-brand-100 sm:px-6">
          <dt className="text-sm font-bold text-brand-700">{item.label}</dt>
          <dd className="order-first text-3xl font-black leading-tight tracking-wide text-accent-700 sm:text-4xl">{item.value}</dd>
          <dd className="mt-2 text-sm leading-relaxed">{item.note}</dd>
        </div>
      ))}
    </dl>
  );
}
