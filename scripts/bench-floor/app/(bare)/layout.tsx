import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

// The smallest App Router app: what every Next.js page ships before the site adds anything.
export const metadata: Metadata = {
  title: 'Next.js floor',
  description: 'A bare Next.js App Router page, measured as the floor of first-load JavaScript.',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
