import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
// The site's own stylesheet: scripts/bench-web.ts writes it here when it copies this app (app/globals.css over the site's sources).
import './site.css';

// The Japanese floor: a bare Next.js page with a few hundred characters of Japanese text, laid
// out with the site's stylesheet, as a content page of the site is, and nothing else.
export const metadata: Metadata = {
  title: '日本語の床｜Next.js',
  description: '日本語の見出しと段落だけを、サイトと同じスタイルシートで表示する Next.js のページです。',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
};

export default function JapaneseLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ja">
      <body className="min-h-dvh">{children}</body>
    </html>
  );
}
