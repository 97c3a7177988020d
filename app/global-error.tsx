'use client';

import './globals.css';
import { ERROR_TITLE, ErrorContent } from '@/components/site/error-content';
import { messageAction } from '@/components/site/message-page';
import { site } from '@/lib/core/site';

/**
 * A failure no error page below could show (in the root layout, or in the site's or the admin's
 * own layout): the apology on a page of its own, which replaces the root layout and so brings
 * its own document, styles and title.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="ja">
      <body className="min-h-dvh">
        <title>{`${ERROR_TITLE}｜${site.fullName}`}</title>
        <main id="main">
          <ErrorContent
            onRetry={retry}
            home={
              // eslint-disable-next-line @next/next/no-html-link-for-pages -- a whole new document: what failed is shared by every page; it also keeps next/link out of this file, which every page loads
              <a href="/" className={messageAction.secondary}>
                トップページへ戻る
              </a>
            }
          />
        </main>
      </body>
    </html>
  );
}
