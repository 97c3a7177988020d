import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MediaLibrary } from '@/components/admin/media/media-library';

export const metadata: Metadata = { title: 'メディア' };

export default function MediaPage() {
  return (
    // The library reads its search and page from the URL.
    <Suspense fallback={<p role="status">読み込み中…</p>}>
      <MediaLibrary />
    </Suspense>
  );
}
