import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AnalyticsScreen } from '@/components/admin/analytics/analytics-screen';

export const metadata: Metadata = { title: 'アクセス解析' };

export default function AnalyticsPage() {
  return (
    // The screen reads its period and store from the URL.
    <Suspense fallback={<p role="status">読み込み中…</p>}>
      <AnalyticsScreen />
    </Suspense>
  );
}
