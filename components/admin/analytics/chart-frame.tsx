'use client';

import { type ReactNode, useId, useState } from 'react';
import { button, card } from '../ui/styles';

interface ChartFrameProps {
  title: string;
  description?: ReactNode;
  /** The chart: hidden from screen readers, who read the table. */
  chart: ReactNode;
  /** The chart's numbers as a table, always there for screen readers and shown on request for everyone. */
  table: ReactNode;
}

/** A section with a chart and its numbers as a table (as the dashboard's activity chart does). */
export function ChartFrame({ title, description, chart, table }: ChartFrameProps) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <section className={card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-bold">
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-slate-700">{description}</div> : null}
      <div className="mt-4 h-64" aria-hidden="true">
        {chart}
      </div>
      <button type="button" className={`${button.small} mt-3`} aria-controls={`${id}-table`} aria-expanded={showTable} onClick={() => setShowTable((shown) => !shown)}>
        {showTable ? '表を閉じる' : '数値を表で見る'}
      </button>
      {/* Shown, it may scroll sideways on a phone: then a keyboard stop of its own (as DataTable's). */}
      <div id={`${id}-table`} className={showTable ? 'mt-3 overflow-x-auto' : 'sr-only'} {...(showTable ? { role: 'region', 'aria-label': `${title}の表`, tabIndex: 0 } : {})}>
        {table}
      </div>
    </section>
  );
}

/** The header and body cells' classes of the dashboard's tables. */
export const th = 'py-1.5 pr-3 text-right font-bold whitespace-nowrap';
/** The first column's header: what each row names, read from the left. */
export const thFirst = 'py-1.5 pr-3 text-left font-bold whitespace-nowrap';
export const td = 'py-1.5 pr-3 text-right tabular-nums whitespace-nowrap';
