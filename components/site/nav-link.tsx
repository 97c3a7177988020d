'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { currentPageState } from './shell-paths';

/** A navigation link that tells assistive technology (and the styles) which page is current. */
export function NavLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const pathname = usePathname();
  return (
    <Link href={href} aria-current={currentPageState(pathname, href)} className={className}>
      {children}
    </Link>
  );
}
