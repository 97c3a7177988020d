/** What the login form says; shared by the server (which reports a reason) and the form. */
export const LOGIN_ERROR_MESSAGES = {
  invalid: 'メールアドレスまたはパスワードが正しくありません。',
  locked: 'ログインの失敗が続いたため、しばらくログインできません。15分ほど待ってからお試しください。',
  unavailable: 'ただいまログインできません。時間をおいてもう一度お試しください。',
} as const;

export type LoginErrorCode = keyof typeof LOGIN_ERROR_MESSAGES;

export function loginErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return code in LOGIN_ERROR_MESSAGES ? LOGIN_ERROR_MESSAGES[code as LoginErrorCode] : LOGIN_ERROR_MESSAGES.invalid;
}

/** Only a path on this site may follow a sign-in, never another origin. */
export function safeCallbackPath(value: string | null | undefined, origin: string, fallback = '/admin'): string {
  if (!value) return fallback;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
