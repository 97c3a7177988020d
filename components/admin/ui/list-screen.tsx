import Link from 'next/link';
import type { ReactNode } from 'react';
import { type AdminSection, sectionLabel } from '../nav';
import { DataTable, type DataTableProps } from './data-table';
import { PageHeader } from './page-header';
import { button } from './styles';

export interface ListScreenProps<T extends { id: string }> extends Omit<DataTableProps<T>, 'caption'> {
  /** The screen: its heading is its name in the navigation, its table is 「…一覧」 unless `caption` says otherwise. */
  section: AdminSection;
  caption?: string;
  description: ReactNode;
  /** An add button leading to `{section}/new`: 「＋ {name}を追加」, or these words. */
  add?: true | { label: string; href?: string };
  /** Other buttons of the title row. */
  actions?: ReactNode;
  /** Between the title and the table: the search form of a list the server pages. */
  filters?: ReactNode;
  /** Below the table. */
  children?: ReactNode;
}

/** An admin list screen: its title row with the add button, then the admin's one list table (DataTable). */
export function ListScreen<T extends { id: string }>({ section, caption, description, add, actions, filters, children, ...table }: ListScreenProps<T>) {
  const title = sectionLabel(section);
  const adding = add === true ? { label: `${title}を追加` } : add;
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          adding || actions ? (
            <>
              {adding ? (
                <Link href={adding.href ?? `${section}/new`} className={button.primary}>
                  ＋ {adding.label}
                </Link>
              ) : null}
              {actions}
            </>
          ) : null
        }
      />
      {filters}
      <DataTable caption={caption ?? `${title}一覧`} {...table} />
      {children}
    </>
  );
}
