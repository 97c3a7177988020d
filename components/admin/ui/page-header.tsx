import Link from 'next/link';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Where 一覧に戻る leads (edit screens). */
  backHref?: string;
  backLabel?: string;
  actions?: ReactNode;
}

/** The title row of an admin screen: its heading (the page's only h1), a back link and actions. */
export function PageHeader({ title, description, backHref, backLabel = '一覧に戻る', actions }: PageHeaderProps) {
  return (
    <header className="mb-6">
      {backHref ? (
        <Link href={backHref} className="mb-2 inline-block text-sm font-bold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          ← {backLabel}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {description ? <div className="mt-2 text-sm leading-relaxed text-slate-700">{description}</div> : null}
    </header>
  );
}
