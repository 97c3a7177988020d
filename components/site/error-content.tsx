import type { ReactNode } from 'react';
import { MessagePage, messageAction } from './message-page';

/** The error pages' heading, and their document title before the site's or the admin's name. */
export const ERROR_TITLE = 'ページを表示できませんでした';

interface ErrorContentProps {
  /** Renders the failed page again with fresh data from the server (the retry of error.tsx). */
  onRetry: () => void;
  /** The way back (the site's top page, the admin's dashboard), styled with messageAction.secondary. */
  home: ReactNode;
}

/** The apology of the error pages, in the look of the not-found page. */
export function ErrorContent({ onRetry, home }: ErrorContentProps) {
  return (
    <MessagePage
      eyebrow="ERROR"
      title={ERROR_TITLE}
      lines={['申し訳ございません。システムに一時的な問題が発生しています。', '時間をおいて、もう一度読み込んでください。']}
      actions={
        <>
          <button type="button" onClick={onRetry} className={messageAction.primary}>
            もう一度読み込む
          </button>
          {home}
        </>
      }
    />
  );
}
