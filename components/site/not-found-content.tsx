'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import Link from 'next/link';
import { routes } from '@/lib/core/routes';
import { MessagePage, messageAction } from './message-page';

/** The not-found message, shared by the site's 404 (inside header and footer) and the bare root one. */
export function NotFoundContent() {
  return (
    <MessagePage
      eyebrow="404 NOT FOUND"
      title="お探しのページが見つかりませんでした"
      lines={[
        '申し訳ございません。お探しのページは削除されたか、URL が変更された可能性があります。',
        'お手数ですが、トップページから目的のページをお探しください。',
      ]}
      actions={
        <Link href={routes.home.path} className={messageAction.primary}>
          トップページへ戻る
        </Link>
      }
    />
  );
}
