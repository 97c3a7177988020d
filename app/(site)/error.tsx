'use client';

import Link from 'next/link';
import { ERROR_TITLE, ErrorContent } from '@/components/site/error-content';
import { messageAction } from '@/components/site/message-page';
import { site } from '@/lib/core/site';

/** A public page that failed to render: the apology inside the site's header and footer. */
export default function SiteError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <>
      {/* The failed page's metadata may have failed with it. */}
      <title>{`${ERROR_TITLE}｜${site.fullName}`}</title>
      <ErrorContent
        onRetry={retry}
        home={
          // Every public page loads this file, so it links the top page without the route table (lib/core/routes).
          <Link href="/" className={messageAction.secondary}>
            トップページへ戻る
          </Link>
        }
      />
    </>
  );
}
