'use client';

import Link from 'next/link';

const TONES = {
  alert: 'bg-red-700 text-white hover:bg-red-800',
  attention: 'bg-amber-400 text-brand-950 hover:bg-amber-300',
} as const;

/** A count beside an item of the admin's navigation, linking to what it counts; nothing while it is zero. */
export function NavCountBadge({ href, name, count, tone, onNavigate }: { href: string; name: string; count: number; tone: keyof typeof TONES; onNavigate?: () => void }) {
  if (!count) return null;
  return (
    <Link href={href} onClick={onNavigate} title={name} className={`mr-1 shrink-0 rounded-full px-2 py-0.5 text-xs font-bold tabular-nums ring-1 ring-white/70 ${TONES[tone]}`}>
      <span aria-hidden="true">{count.toLocaleString('ja-JP')}</span>
      <span className="sr-only">
        {name}：{count.toLocaleString('ja-JP')}件
      </span>
    </Link>
  );
}
