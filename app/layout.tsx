import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getConfig } from '@/lib/core/config';
import { site } from '@/lib/core/site';
import './globals.css';

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(getConfig().siteUrl),
    title: { default: `${site.fullName}｜${site.tagline}`, template: `%s｜${site.fullName}` },
    description: site.description,
    openGraph: { siteName: site.fullName, locale: 'ja_JP', type: 'website' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0f2a4a',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ja">
      <body className="min-h-dvh">{children}</body>
    </html>
  );
}
