/** What the login form says; shared by the server (which reports a reason) and the form. */
export const LOGIN_ERROR_MESSAGES = {
  invalid: 'メールアドレスまたはパスワードが正しくありません。',
  locked: 'ログインの失敗が続いたため、しばらくログインできません。15分ほど待ってからお試しください。',
  unavailable: 'ただいまログインできません。時間をおいてもう一度お試しください。',
  'totp-required': '2段階認証の確認コードを入力してください。',
  'code-invalid': '確認コードが正しくありません。認証アプリの最新のコードか、リカバリーコードを入力してください。',
  'link-invalid': 'このリンクは無効か、有効期限が切れています。お手数ですが、もう一度手続きをやり直してください。',
} as const;

export type LoginErrorCode = keyof typeof LOGIN_ERROR_MESSAGES;

export function loginErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return code in LOGIN_ERROR_MESSAGES ? LOGIN_ERROR_MESSAGES[code as LoginErrorCode] : LOGIN_ERROR_MESSAGES.invalid;
}

/** What the login page says after an account change sent the admin here (`/login?notice=…`). */
export const LOGIN_NOTICE_MESSAGES = {
  'email-changed': 'メールアドレスを変更しました。新しいメールアドレスでログインしてください。',
  invited: 'アカウントの登録が完了しました。設定したパスワードでログインしてください。',
  'password-changed': 'パスワードを変更しました。新しいパスワードでログインしてください。',
  'password-reset': 'パスワードを再設定しました。新しいパスワードでログインしてください。',
  'signed-out-everywhere': 'すべての端末からログアウトしました。',
} as const;

export function loginNoticeMessage(code: string | null | undefined): string | null {
  return code && code in LOGIN_NOTICE_MESSAGES ? LOGIN_NOTICE_MESSAGES[code as keyof typeof LOGIN_NOTICE_MESSAGES] : null;
}

/** Whether a path is the admin's: /admin or below it. */
export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * Where the browser goes after signing in: a path of this site's admin, else `fallback`. The
 * value is resolved as the browser would resolve it (dot segments, backslashes, an absolute
 * address of this origin) and judged after that: `/.//evil.example` and `http://<site>//evil.example`
 * both become `//evil.example`, which a browser reads as another host, and are refused.
 */
export function safeCallbackPath(value: string | null | undefined, origin: string, fallback = '/admin'): string {
  if (!value) return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || !isSingleSlashPath(url.pathname) || !isAdminPath(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A path a browser keeps on this host: one `/`, never `//` or `/\\` (which it reads as another host). */
export function isSingleSlashPath(pathname: string): boolean {
  return pathname.startsWith('/') && !/^\/[/\\]/.test(pathname);
}
