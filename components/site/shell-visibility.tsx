'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isSamePath, isShellHiddenPath } from './shell-paths';

/**
 * Shows the server-rendered shell (header, footer, contact button) except on admin and login
 * paths, and except on `alsoHiddenOn` (the contact button is pointless on the contact page).
 */
export function ShellVisibility({ children, alsoHiddenOn = [] }: { children: ReactNode; alsoHiddenOn?: readonly string[] }) {
  const pathname = usePathname();
  if (isShellHiddenPath(pathname) || alsoHiddenOn.some((path) => isSamePath(path, pathname))) return null;
  return children;
}
