import { z } from 'zod';

/*
 * The account forms' rules and messages, shared by the server (lib/core/auth/account.ts, the invite
 * action) and the forms in the browser, so both say the same thing in the same words.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;

export const accountMessages = {
  nameTooLong: `表示名は${NAME_MAX_LENGTH}文字以内で入力してください。`,
  passwordRequired: 'パスワードを入力してください。',
  passwordTooShort: `パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください。`,
  passwordTooLong: `パスワードは${PASSWORD_MAX_LENGTH}文字以内で入力してください。`,
  passwordMismatch: 'パスワードが一致しません。',
  currentPasswordRequired: '現在のパスワードを入力してください。',
  currentPasswordWrong: '現在のパスワードが正しくありません。',
  currentPasswordLocked: 'パスワードの確認に続けて失敗したため、しばらく変更できません。15分ほど待ってからお試しください。',
  emailRequired: 'メールアドレスを入力してください。',
  emailFormat: 'メールアドレスの形式が正しくありません。',
  emailTooLong: `メールアドレスは${EMAIL_MAX_LENGTH}文字以内で入力してください。`,
  emailSame: '現在のメールアドレスと同じです。新しいメールアドレスを入力してください。',
  emailTaken: 'このメールアドレスはすでに使われています。',
  adminExists: 'このメールアドレスの管理者はすでに登録されています。',
  disableSelf: '自分のアカウントは無効にできません。別のオーナーに依頼してください。',
  roleUnknown: '権限の指定が正しくありません。',
  storesRequired: '店舗スタッフには、担当する店舗を1つ以上選んでください。',
  storeUnknown: '選んだ店舗が見つかりません。画面を再読み込みしてください。',
  lastOwner: 'オーナーが1人もいなくなるため、この変更はできません。先に別のアカウントをオーナーにしてください。',
  userNotFound: '管理者が見つかりません。画面を再読み込みしてください。',
  mailFailed: 'メールを送信できませんでした。時間をおいてもう一度お試しください。',
  resetSent:
    '入力されたメールアドレスが登録されている場合は、パスワード再設定用のリンクをお送りしました。メールが届かないときは、迷惑メールのフォルダもご確認ください。リンクの有効期限は1時間です。',
  resetTooMany: '再設定の手続きが続いたため、しばらく受け付けられません。1時間ほどおいてからお試しください。',
  resetInvalid: 'このリンクは無効か、有効期限（1時間）が切れています。お手数ですが、もう一度パスワードの再設定をお申し込みください。',
  resetInvitePending: 'このアカウントはまだ登録が済んでいません。パスワードの再設定ではなく、招待メールを送り直してください。',
  resetDisabled: '無効になっているアカウントには再設定のリンクを送れません。',
  inviteInvalid: 'この招待リンクは無効か、有効期限が切れています。招待した管理者に、もう一度招待を送るよう依頼してください。',
} as const;

export const displayNameSchema = z.string().trim().max(NAME_MAX_LENGTH, accountMessages.nameTooLong);

export const newPasswordSchema = z
  .string()
  .min(1, accountMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, accountMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong);

export const emailSchema = z
  .string()
  .trim()
  .min(1, accountMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, accountMessages.emailTooLong)
  .pipe(z.email(accountMessages.emailFormat));

/** The invitation form: an optional display name and the new password, typed twice. */
export const acceptInviteSchema = z
  .object({
    name: displayNameSchema,
    password: newPasswordSchema,
    passwordConfirm: z.string().min(1, accountMessages.passwordRequired),
  })
  .refine((values) => values.password === values.passwordConfirm, { message: accountMessages.passwordMismatch, path: ['passwordConfirm'] });

export type AcceptInviteValues = z.infer<typeof acceptInviteSchema>;

/** The new password of a reset link, typed twice. */
export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema,
    passwordConfirm: z.string().min(1, accountMessages.passwordRequired),
  })
  .refine((values) => values.password === values.passwordConfirm, { message: accountMessages.passwordMismatch, path: ['passwordConfirm'] });

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** The password change form of the account screen (the admin UI may use it with zodResolver). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, accountMessages.currentPasswordRequired),
    newPassword: newPasswordSchema,
    newPasswordConfirm: z.string().min(1, accountMessages.passwordRequired),
  })
  .refine((values) => values.newPassword === values.newPasswordConfirm, {
    message: accountMessages.passwordMismatch,
    path: ['newPasswordConfirm'],
  });

/** The e-mail change form of the account screen. */
export const changeEmailSchema = z.object({
  newEmail: emailSchema,
  currentPassword: z.string().min(1, accountMessages.currentPasswordRequired),
});

/** The invitation of another admin. */
export const inviteAdminSchema = z.object({
  email: emailSchema,
  name: displayNameSchema.optional(),
});
