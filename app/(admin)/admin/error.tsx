'use client';

import Link from 'next/link';
import { ERROR_TITLE, ErrorContent } from '@/components/site/error-content';
import { messageAction } from '@/components/site/message-page';
import { site } from '@/lib/core/site';

/** An admin screen that failed to render: the apology inside the admin's navigation. */
export default function AdminError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <>
      <title>{`${ERROR_TITLE}｜${site.name} 管理画面`}</title>
      <ErrorContent
        onRetry={retry}
        home={
          <Link href="/admin" className={messageAction.secondary}>
            ダッシュボードへ戻る
          </Link>
        }
      />
    </>
  );
}
