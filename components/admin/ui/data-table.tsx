'use client';

import Link from 'next/link';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { matchesAll, queryWords } from '@/lib/core/search/text';
import { formatJapanDateTime, formatJapanDay } from '@/lib/core/time/japan';
import { BulkBar, type BulkOptions, useSelection } from './bulk-actions';
import { Pager } from './pager';
import { control, errorBox, link } from './styles';

type SortValue = string | number | null | undefined;

export interface Column<T> {
  key: string;
  label: string;
  /** The cell's value: shown as it is (unless `render` or `format` says otherwise) and sorted by. */
  value?: (item: T) => SortValue;
  /** An ISO date or time in `value`, shown as the office's day or day and time. */
  format?: 'day' | 'dateTime';
  render?: (item: T) => ReactNode;
  /** Makes the column sortable by this value (by `value` when not given). */
  sortValue?: (item: T) => SortValue;
  className?: string;
}

export interface Sort {
  key: string;
  direction: 'asc' | 'desc';
}

const FORMATS = { day: formatJapanDay, dateTime: formatJapanDateTime } as const;

function cellContent<T>(column: Column<T>, item: T): ReactNode {
  if (column.render) return column.render(item);
  const value = column.value?.(item);
  if (column.format) return FORMATS[column.format](typeof value === 'string' ? value : null) || '—';
  return value ?? '';
}

const sortValueOf = <T,>(column: Column<T> | undefined) => column?.sortValue ?? column?.value;

/** A list paged by the server: `items` is the page shown, and the table neither searches nor sorts. */
export interface ServerPaging {
  page: number;
  perPage: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}

export interface DataTableProps<T extends { id: string }> {
  /** The table's caption (read by screen readers; shown as the count line). */
  caption: string;
  items: T[];
  columns: Column<T>[];
  /** The text a search matches against; no search box without it. */
  searchText?: (item: T) => string;
  initialSort?: Sort;
  pageSize?: number;
  paging?: ServerPaging;
  /** The edit screen of a row; its first column links there. */
  rowHref?: (item: T) => string;
  /** Marks rows out (an enquiry not yet read). */
  rowClassName?: (item: T) => string;
  /** Extra controls beside the search (filters). */
  toolbar?: ReactNode;
  loading?: boolean;
  /** Said in an alert above the table (kept in the page, so screen readers hear it when it appears). */
  error?: string | null;
  emptyMessage?: string;
  /** Checkboxes on the rows and actions on the ticked ones (bulk-actions.tsx). */
  bulk?: BulkOptions<T>;
}

const collator = new Intl.Collator('ja', { numeric: true });

function compare(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/*
 * Below md (phones, small tablets) each row is a card: a cell a line, its column's name beside
 * it (generated content, with empty alternative text so screen readers, who hear the header, do
 * not hear it twice), and the header row a line of sort buttons. The roles are written out
 * because some browsers drop a table's semantics once its parts are no longer displayed as one.
 */
const card = {
  table: 'w-full border-collapse text-left text-sm max-md:block md:min-w-[40rem]',
  caption: 'px-4 py-3 text-left text-sm text-slate-700 max-md:block',
  head: 'bg-slate-100 text-slate-800 max-md:block',
  headRow: 'max-md:flex max-md:flex-wrap max-md:gap-x-1 max-md:px-2 max-md:py-1',
  body: 'max-md:block',
  row: 'border-t border-slate-200 hover:bg-brand-100/40 max-md:block max-md:py-2',
  cell: "px-4 py-2 align-top max-md:grid max-md:grid-cols-[6.5rem_minmax(0,1fr)] max-md:gap-x-3 max-md:py-1 max-md:empty:hidden max-md:before:whitespace-normal max-md:before:font-bold max-md:before:text-slate-700 max-md:before:content-[attr(data-label)_/_'']",
} as const;

/** A list screen's table: search, sort by column, and pages of `pageSize` rows (or the server's pages). */
export function DataTable<T extends { id: string }>({
  caption,
  items,
  columns,
  searchText,
  initialSort,
  pageSize = 20,
  paging,
  rowHref,
  rowClassName,
  toolbar,
  loading,
  error,
  emptyMessage = '該当するデータはありません。',
  bulk,
}: DataTableProps<T>) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort | undefined>(initialSort);
  const [clientPage, setClientPage] = useState(1);

  const filtered = useMemo(() => {
    if (paging) return items;
    // Folded as the site search folds (lib/core/search/text.ts): ｶｱﾂ, かあつ and カアツ find one another.
    const words = queryWords(query);
    const found = searchText && words.length ? items.filter((item) => matchesAll(searchText(item), words)) : items;
    const value = sort && sortValueOf(columns.find((candidate) => candidate.key === sort.key));
    if (!sort || !value) return found;
    const sorted = found.slice().sort((a, b) => compare(value(a), value(b)));
    return sort.direction === 'desc' ? sorted.reverse() : sorted;
  }, [paging, items, query, searchText, sort, columns]);

  const perPage = paging?.perPage ?? pageSize;
  const total = paging?.total ?? filtered.length;
  const pageCount = paging?.pageCount ?? Math.max(1, Math.ceil(total / perPage));
  const current = paging?.page ?? Math.min(clientPage, pageCount);
  const onPage = paging?.onPage ?? setClientPage;
  const rows = paging ? items : filtered.slice((current - 1) * perPage, current * perPage);
  const first = total ? (current - 1) * perPage + 1 : 0;
  const last = Math.min(current * perPage, total);

  const selection = useSelection(items);
  const rowIds = rows.map((item) => item.id);
  const allTicked = rowIds.length > 0 && rowIds.every((id) => selection.selected.has(id));
  const someTicked = !allTicked && rowIds.some((id) => selection.selected.has(id));
  const columnCount = columns.length + (bulk ? 1 : 0);
  // On cards the header row holds only what acts: the select-all box and the sort buttons.
  const headerActs = Boolean(bulk) || (!paging && columns.some((column) => sortValueOf(column)));

  const toggleSort = (key: string) => {
    setSort((previous) => ({ key, direction: previous?.key === key && previous.direction === 'asc' ? 'desc' : 'asc' }));
    setClientPage(1);
  };

  return (
    <div>
      {searchText || toolbar ? (
        <div className="mb-4 flex flex-wrap items-end gap-3">
          {searchText ? (
            <div className="w-full max-w-xs">
              <label htmlFor={searchId} className="block text-sm font-bold text-slate-900">
                検索
              </label>
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setClientPage(1);
                }}
                className={control}
              />
            </div>
          ) : null}
          {toolbar}
        </div>
      ) : null}
      <p role="alert" className={error ? `mb-4 ${errorBox}` : 'sr-only'}>
        {error}
      </p>
      {bulk ? <BulkBar options={bulk} items={items} selection={selection} /> : null}
      {/* Wider than a tablet's content area: scrollable, so reachable by keyboard even where no row holds a link. */}
      <div
        role="region"
        aria-label={`${caption}の表`}
        tabIndex={0}
        aria-busy={loading || undefined}
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
      >
        <table role="table" className={card.table}>
          <caption className={card.caption}>
            {caption}：{loading ? '読み込み中…' : `全${total.toLocaleString('ja-JP')}件${total ? `中 ${first}〜${last}件を表示` : ''}`}
          </caption>
          <thead role="rowgroup" className={`${card.head} ${headerActs ? '' : 'max-md:sr-only'}`}>
            <tr role="row" className={card.headRow}>
              {bulk ? (
                <th role="columnheader" scope="col" className="w-10 px-4 py-2 max-md:block max-md:w-auto max-md:whitespace-nowrap max-md:px-2">
                  <input
                    type="checkbox"
                    aria-label="このページの行をすべて選択"
                    className="size-4 accent-brand-900"
                    checked={allTicked}
                    disabled={rowIds.length === 0}
                    ref={(input) => {
                      if (input) input.indeterminate = someTicked;
                    }}
                    onChange={(event) => selection.setAll(rowIds, event.target.checked)}
                  />
                  {/* On cards the box stands alone, away from the rows: it says what it ticks. */}
                  <span aria-hidden="true" className="ml-2 font-normal md:hidden">
                    すべて選択
                  </span>
                </th>
              ) : null}
              {columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.direction : undefined;
                const sortable = Boolean(sortValueOf(column)) && !paging;
                return (
                  <th
                    key={column.key}
                    role="columnheader"
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    className={`px-4 py-2 font-bold ${sortable ? 'max-md:block max-md:px-2' : 'max-md:sr-only'} ${column.className ?? (column.format ? 'whitespace-nowrap' : '')}`}
                  >
                    {sortable ? (
                      <button type="button" onClick={() => toggleSort(column.key)} className="inline-flex items-center gap-1 font-bold hover:underline">
                        {column.label}
                        <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody role="rowgroup" className={card.body}>
            {rows.map((item) => (
              <tr key={item.id} role="row" className={`${card.row} ${rowClassName?.(item) ?? ''}`}>
                {bulk ? (
                  <td role="cell" data-label="選択" className={card.cell}>
                    <input
                      type="checkbox"
                      aria-label={`${bulk.itemName(item)}を選択`}
                      className="size-4 accent-brand-900"
                      checked={selection.selected.has(item.id)}
                      onChange={(event) => selection.toggle(item.id, event.target.checked)}
                    />
                  </td>
                ) : null}
                {columns.map((column, index) => {
                  const content = cellContent(column, item);
                  return (
                    <td key={column.key} role="cell" data-label={column.label} className={`${card.cell} ${column.className ?? (column.format ? 'whitespace-nowrap tabular-nums' : '')}`}>
                      {/* One box beside the label on a card; an empty cell stays empty (and hidden there). */}
                      {content === null || content === undefined || content === '' || content === false ? null : (
                        <div className="min-w-0">
                          {index === 0 && rowHref ? (
                            <Link href={rowHref(item)} className={link}>
                              {content}
                            </Link>
                          ) : (
                            content
                          )}
                        </div>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
            {!loading && rows.length === 0 ? (
              <tr role="row" className="max-md:block">
                <td role="cell" colSpan={columnCount} className="px-4 py-8 text-center text-slate-600 max-md:block">
                  {emptyMessage}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <Pager page={current} pageCount={pageCount} onPage={onPage} />
    </div>
  );
}
