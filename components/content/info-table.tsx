import type { ReactNode } from 'react';

export interface InfoRow {
  label: string;
  value: ReactNode;
}

interface InfoTableProps {
  /** Names the table for assistive technology; the section heading shows it to everyone. */
  caption: string;
  rows: readonly InfoRow[];
}

/**
 * A two-column table of labelled facts (company, legal notice, recruitment details), each row
 * headed by a row header. It stays a real table on phones too (display changes on table
 * elements make some screen readers drop the table semantics); the header column just narrows.
 */
export function InfoTable({ caption, rows }: InfoTableProps) {
  return (
    <table className="w-full border-collapse overflow-hidden rounded-xl bg-white text-left text-sm shadow-sm sm:text-base">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-brand-100 last:border-b-0">
            <th
              scope="row"
              className="w-[7.5rem] bg-brand-100/70 px-3 py-3 align-top text-[0.8125rem] font-bold leading-relaxed text-brand-900 sm:w-52 sm:px-6 sm:py-4 sm:text-base"
            >
              {row.label}
            </th>
            <td className="px-3 py-3 align-top leading-relaxed sm:px-6 sm:py-4">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A cell value of several lines, one paragraph each. */
export function Lines({ lines }: { lines: readonly string[] }) {
  if (lines.length === 1) return <>{lines[0]}</>;
  return (
    <div className="space-y-1">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
