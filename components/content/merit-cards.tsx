export interface MeritCard {
  title: string;
  text: string;
  /** A figure or phrase shown large on the card (月額…円, from lib/core/facts.ts). */
  highlight?: string;
}

interface MeritCardsProps {
  items: readonly MeritCard[];
  /** The small English word before each number (POINT 01). */
  en?: string;
  columns?: 2 | 3;
}

const COLUMNS = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3' } as const;

/** Numbered selling points or system points as cards. */
export function MeritCards({ items, en = 'POINT', columns = 3 }: MeritCardsProps) {
  return (
    <ol className={`grid gap-5 ${COLUMNS[columns]}`}>
      {items.map((item, index) => (
        <li key={item.title} className="panel flex flex-col">
          <p lang="en" aria-hidden="true" className="text-xs font-black tracking-[0.2em] text-accent-700">
            {en} {String(index + 1).padStart(2, '0')}
          </p>
          <h3 className="mt-2 text-lg leading-snug font-bold">{item.title}</h3>
          {item.highlight && <p className="mt-3 text-2xl leading-tight font-black text-brand-900">{item.highlight}</p>}
          <p className="mt-3 text-sm leading-relaxed sm:text-[15px]">{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
