'use client';

import Link from 'next/link';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { BulkBar, type BulkOptions, useSelection } from './bulk-actions';
import { Pager } from './pager';
import { control } from './styles';

export interface Column<T> {
  key: string;
  label: string;
  render: (item: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (item: T) => string | number | null | undefined;
  className?: string;
}

export interface Sort {
  key: string;
  direction: 'asc' | 'desc';
}

interface DataTableProps<T extends { id: string }> {
  /** The table's caption (read by screen readers; shown as the count line). */
  caption: string;
  items: T[];
  columns: Column<T>[];
  /** The text a search matches against; no search box without it. */
  searchText?: (item: T) => string;
  initialSort?: Sort;
  pageSize?: number;
  /** The edit screen of a row; its first column links there. */
  rowHref?: (item: T) => string;
  /** Extra controls beside the search (filters). */
  toolbar?: ReactNode;
  loading?: boolean;
  error?: string | null;
  emptyMessage?: string;
  /** Checkboxes on the rows and actions on the ticked ones (bulk-actions.tsx). */
  bulk?: BulkOptions<T>;
}

const collator = new Intl.Collator('ja', { numeric: true });

function compare(a: string | number | null | undefined, b: string | number | null | undefined): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** A list screen's table: search, sort by column, and pages of `pageSize` rows. */
export function DataTable<T extends { id: string }>({
  caption,
  items,
  columns,
  searchText,
  initialSort,
  pageSize = 20,
  rowHref,
  toolbar,
  loading,
  error,
  emptyMessage = '該当するデータはありません。',
  bulk,
}: DataTableProps<T>) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort | undefined>(initialSort);
  const [page, setPage] = useState(1);

  const filtered = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const found = searchText && words.length ? items.filter((item) => words.every((word) => searchText(item).toLowerCase().includes(word))) : items;
    const column = sort && columns.find((candidate) => candidate.key === sort.key);
    if (!sort || !column?.sortValue) return found;
    const value = column.sortValue;
    const sorted = found.slice().sort((a, b) => compare(value(a), value(b)));
    return sort.direction === 'desc' ? sorted.reverse() : sorted;
  }, [items, query, searchText, sort, columns]);

  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pageCount);
  const rows = filtered.slice((current - 1) * pageSize, current * pageSize);
  const first = filtered.length ? (current - 1) * pageSize + 1 : 0;
  const last = Math.min(current * pageSize, filtered.length);

  const selection = useSelection(items);
  const rowIds = rows.map((item) => item.id);
  const allTicked = rowIds.length > 0 && rowIds.every((id) => selection.selected.has(id));
  const someTicked = !allTicked && rowIds.some((id) => selection.selected.has(id));
  const columnCount = columns.length + (bulk ? 1 : 0);

  const toggleSort = (key: string) => {
    setSort((previous) => ({ key, direction: previous?.key === key && previous.direction === 'asc' ? 'desc' : 'asc' }));
    setPage(1);
  };

  return (
    <div>
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
                setPage(1);
              }}
              className={control}
            />
          </div>
        ) : null}
        {toolbar}
      </div>
      {error ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800">
          {error}
        </p>
      ) : null}
      {bulk ? <BulkBar options={bulk} items={items} selection={selection} /> : null}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="px-4 py-3 text-left text-sm text-slate-700">
            {caption}：{loading ? '読み込み中…' : `全${filtered.length.toLocaleString('ja-JP')}件${filtered.length ? `中 ${first}〜${last}件を表示` : ''}`}
          </caption>
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              {bulk ? (
                <th scope="col" className="w-10 px-4 py-2">
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
                </th>
              ) : null}
              {columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    className={`px-4 py-2 font-bold ${column.className ?? ''}`}
                  >
                    {column.sortValue ? (
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
          <tbody>
            {rows.map((item) => (
              <tr key={item.id} className="border-t border-slate-200 hover:bg-brand-100/40">
                {bulk ? (
                  <td className="px-4 py-2 align-top">
                    <input
                      type="checkbox"
                      aria-label={`${bulk.itemName(item)}を選択`}
                      className="size-4 accent-brand-900"
                      checked={selection.selected.has(item.id)}
                      onChange={(event) => selection.toggle(item.id, event.target.checked)}
                    />
                  </td>
                ) : null}
                {columns.map((column, index) => (
                  <td key={column.key} className={`px-4 py-2 align-top ${column.className ?? ''}`}>
                    {index === 0 && rowHref ? (
                      <Link href={rowHref(item)} className="font-bold text-brand-700 underline underline-offset-2 hover:text-brand-900">
                        {column.render(item)}
                      </Link>
                    ) : (
                      column.render(item)
                    )}
                  </td>
                ))}
              </tr>
            ))}
            {!loading && rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-4 py-8 text-center text-slate-600">
                  {emptyMessage}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <Pager page={current} pageCount={pageCount} onPage={setPage} />
    </div>
  );
}
