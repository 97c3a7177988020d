'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useState } from 'react';
import { type FieldValues, type Path, useForm, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { changeEmailSchema, changePasswordSchema, displayNameSchema, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/core/auth/account-schemas';
import { site } from '@/lib/core/site';
import { signOutOfAdmin, useAdminUser } from '../admin-app';
import { toSaveError } from '../live';
import { useConfirm } from '../ui/confirm';
import { errorOf, FieldShell, TextField } from '../ui/fields';
import { PageHeader } from '../ui/page-header';
import { button, card, control } from '../ui/styles';
import { useToast } from '../ui/toast';
import { TwoFactorSettings } from './two-factor';
import { CHANGE_MY_PASSWORD, REQUEST_EMAIL_CHANGE, SIGN_OUT_EVERYWHERE, UPDATE_MY_NAME } from '@/graphql/admin-documents';

const nameSchema = z.object({ name: displayNameSchema });

/**
 * Runs a save: the API's field errors go next to their fields, anything else into the form's
 * message. Returns whether it succeeded.
 */
async function runSave<T extends FieldValues>(form: UseFormReturn<T>, setMessage: (message: string | null) => void, save: () => Promise<unknown>): Promise<boolean> {
  setMessage(null);
  try {
    await save();
    return true;
  } catch (error) {
    const failure = toSaveError(error);
    const fields = Object.entries(failure.fieldErrors).filter(([field]) => field in form.getValues());
    for (const [field, message] of fields) form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
    if (!fields.length) setMessage(failure.message);
    return false;
  }
}

function Section({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section className={card} aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm leading-relaxed text-slate-700">{description}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function FormMessage({ error, success }: { error: string | null; success?: string | null }) {
  return (
    <>
      <p role="alert" className={error ? 'rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800' : 'sr-only'}>
        {error}
      </p>
      <p role="status" className={success ? 'rounded-md border border-emerald-700 bg-emerald-50 px-4 py-3 text-sm font-bold text-emerald-900' : 'sr-only'}>
        {success}
      </p>
    </>
  );
}

function NameForm() {
  const { user, setUser } = useAdminUser();
  const toast = useToast();
  const id = useId();
  const [message, setMessage] = useState<string | null>(null);
  const [updateMyName] = useMutation(UPDATE_MY_NAME);
  const form = useForm<z.input<typeof nameSchema>, unknown, z.output<typeof nameSchema>>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: user.name ?? '' },
  });
  const error = errorOf(form, 'name');
  const submit = form.handleSubmit(async ({ name }) => {
    const ok = await runSave(form, setMessage, async () => {
      const result = await updateMyName({ variables: { name } });
      const saved = result.data?.updateMyName;
      if (saved) {
        setUser({ ...user, name: saved.name });
        form.reset({ name: saved.name ?? '' });
      }
    });
    if (ok) toast('表示名を保存しました。');
  });
  return (
    <form onSubmit={submit} noValidate aria-label="表示名の変更" className="space-y-4">
      <FormMessage error={message} />
      <FieldShell
        id={id}
        label="表示名"
        error={error}
        hint={`管理画面のメニューに表示される名前です（${NAME_MAX_LENGTH}文字以内）。空にすると「${site.adminDefaultName}」と表示されます。`}
      >
        {(describedBy) => (
          <input
            id={id}
            type="text"
            autoComplete="name"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${control} max-w-md`}
            {...form.register('name')}
          />
        )}
      </FieldShell>
      <button type="submit" className={button.primary} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? '保存しています…' : '表示名を保存'}
      </button>
    </form>
  );
}

function PasswordForm() {
  const { user } = useAdminUser();
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [changeMyPassword] = useMutation(CHANGE_MY_PASSWORD);
  const form = useForm<z.input<typeof changePasswordSchema>>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirm: '' },
  });
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    const ok = await runSave(form, setMessage, () => changeMyPassword({ variables: { currentPassword, newPassword } }));
    if (!ok) return;
    setDone('パスワードを変更しました。安全のため、すべての端末でログアウトします。新しいパスワードでログインし直してください。');
    await signOutOfAdmin('/login?notice=password-changed');
  });
  return (
    <form onSubmit={submit} noValidate aria-label="パスワードの変更" className="max-w-md space-y-4">
      <FormMessage error={message} success={done} />
      {/* Lets a password manager store the new password with the right account. */}
      <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <TextField form={form} name="currentPassword" label="現在のパスワード" type="password" autoComplete="current-password" required />
      <TextField
        form={form}
        name="newPassword"
        label="新しいパスワード"
        type="password"
        autoComplete="new-password"
        required
        hint={`${PASSWORD_MIN_LENGTH}文字以上。ほかのサービスと同じパスワードは避けてください。`}
      />
      <TextField form={form} name="newPasswordConfirm" label="新しいパスワード（確認）" type="password" autoComplete="new-password" required />
      <button type="submit" className={button.primary} disabled={form.formState.isSubmitting || done !== null}>
        {form.formState.isSubmitting ? '変更しています…' : 'パスワードを変更'}
      </button>
    </form>
  );
}

function EmailForm() {
  const { user } = useAdminUser();
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [requestEmailChange] = useMutation(REQUEST_EMAIL_CHANGE);
  const form = useForm<z.input<typeof changeEmailSchema>, unknown, z.output<typeof changeEmailSchema>>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const submit = form.handleSubmit(async ({ newEmail, currentPassword }) => {
    setSent(null);
    const ok = await runSave(form, setMessage, () => requestEmailChange({ variables: { newEmail, currentPassword } }));
    if (!ok) return;
    form.reset({ newEmail: '', currentPassword: '' });
    setSent(
      `確認メールを送信しました。${newEmail} に届いたメールのリンクを開くと変更が完了します（有効期限24時間）。それまでは今のメールアドレスでログインできます。`,
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label="メールアドレスの変更" className="max-w-md space-y-4">
      <p className="text-sm">
        現在のメールアドレス：<span className="break-all font-bold">{user.email}</span>
      </p>
      <FormMessage error={message} success={sent} />
      <TextField form={form} name="newEmail" label="新しいメールアドレス" type="email" autoComplete="email" required />
      <TextField form={form} name="currentPassword" label="現在のパスワード" type="password" autoComplete="current-password" required />
      <button type="submit" className={button.primary} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? '送信しています…' : '確認メールを送信'}
      </button>
    </form>
  );
}

function SignOutEverywhere() {
  const confirm = useConfirm();
  const [message, setMessage] = useState<string | null>(null);
  const [signOutEverywhere, { loading }] = useMutation(SIGN_OUT_EVERYWHERE);
  const run = async () => {
    const ok = await confirm({
      title: 'すべての端末からログアウトしますか？',
      message: 'この端末を含め、このアカウントでログインしているすべてのパソコン・タブレット・スマートフォンからログアウトします。',
      confirmLabel: 'ログアウトする',
    });
    if (!ok) return;
    setMessage(null);
    try {
      await signOutEverywhere();
    } catch (error) {
      setMessage(toSaveError(error).message);
      return;
    }
    await signOutOfAdmin('/login?notice=signed-out-everywhere');
  };
  return (
    <div className="space-y-3">
      <FormMessage error={message} />
      <button type="button" className={button.danger} disabled={loading} onClick={() => void run()}>
        すべての端末からログアウト
      </button>
    </div>
  );
}

/** The signed-in admin's own account: display name, password, sign-in e-mail and sessions. */
export function AccountSettings() {
  return (
    <>
      <PageHeader title="アカウント" description="ログインしているあなた自身のアカウントの設定です。" />
      <div className="grid gap-6">
        <Section id="account-name" title="表示名">
          <NameForm />
        </Section>
        <Section
          id="account-password"
          title="パスワードの変更"
          description="変更すると、この端末を含むすべての端末でログアウトします。新しいパスワードでログインし直してください。"
        >
          <PasswordForm />
        </Section>
        <Section
          id="account-email"
          title="ログイン用メールアドレスの変更"
          description="新しいメールアドレスに確認メールを送り、いまのメールアドレスにもお知らせします。メールのリンクから開いた画面でボタンを押すと変更が完了し、すべての端末でログアウトします。"
        >
          <EmailForm />
        </Section>
        <Section
          id="two-factor"
          title="2段階認証"
          description="ログインのときに、パスワードに加えてスマートフォンの認証アプリに表示される確認コードを入力します。パスワードが他人に知られても、ログインされるのを防げます。"
        >
          <TwoFactorSettings />
        </Section>
        <Section
          id="account-sessions"
          title="すべての端末からログアウト"
          description="パソコンを共用していた、端末をなくしたなど、ほかの端末のログインを終わらせたいときに使います。"
        >
          <SignOutEverywhere />
        </Section>
      </div>
    </>
  );
}
