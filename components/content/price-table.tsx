export interface PriceTableRow {
  /** The row header: what is bought (1回, 11回券, 50枚つづり…). */
  label: string;
  price: string;
  /** The price of one session, for ticket books. */
  perSession?: string;
}

export interface PriceTableHeaders {
  label: string;
  price: string;
  /** Shown only when some row has a per-session price. */
  perSession?: string;
}

interface PriceTableProps {
  caption: string;
  rows: readonly PriceTableRow[];
  headers?: PriceTableHeaders;
}

const DEFAULT_HEADERS: Required<PriceTableHeaders> = { label: 'メニュー', price: '料金', perSession: '1回あたり' };

/**
 * A price list as a real table: a caption, column headers and a row header per item. Three short
 * columns at most, so it fits a 360 px screen without scrolling; figures align right.
 */
export function PriceTable({ caption, rows, headers }: PriceTableProps) {
  const head = { ...DEFAULT_HEADERS, ...headers };
  const withPerSession = rows.some((row) => row.perSession !== undefined);
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="bg-brand-900 px-4 py-3 text-left text-sm font-bold text-white sm:px-6 sm:text-base">{caption}</caption>
        <thead>
          <tr className="bg-brand-100 text-xs text-brand-900 sm:text-sm">
            <th scope="col" className="px-3 py-2 font-bold sm:px-6">
              {head.label}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-bold sm:px-6">
              {head.price}
            </th>
            {withPerSession && (
              <th scope="col" className="px-3 py-2 text-right font-bold sm:px-6">
                {head.perSession}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-brand-100">
              <th scope="row" className="px-3 py-3 font-bold sm:px-6 sm:py-4">
                {row.label}
              </th>
              <td className="px-3 py-3 text-right text-base font-black whitespace-nowrap tabular-nums text-brand-950 sm:px-6 sm:py-4 sm:text-xl">
                {row.price}
              </td>
              {withPerSession && (
                <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums text-accent-700 sm:px-6 sm:py-4">
                  {row.perSession ?? <span aria-label="なし">—</span>}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
