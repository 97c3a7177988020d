'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminAccount } from '@/lib/auth/account';
import { displayNameSchema, inviteAdminSchema } from '@/lib/auth/account-schemas';
import { site } from '@/lib/site';
import { useAdminUser } from '../admin-app';
import { formatJapanDateTime } from '@/lib/time/japan';
import { toSaveError } from '../live';
import { useConfirm } from '../ui/confirm';
import { DataTable } from '../ui/data-table';
import { TextField } from '../ui/fields';
import { PageHeader } from '../ui/page-header';
import { button, card } from '../ui/styles';
import { useToast } from '../ui/toast';
import { INVITE_ADMIN, LIST_ADMIN_USERS, SET_ADMIN_DISABLED } from '@/graphql/admin-documents';


type State = 'active' | 'invited' | 'disabled';
const STATE_LABELS: Record<State, string> = { active: '有効', invited: '招待中', disabled: '無効' };
const STATE_BADGE: Record<State, string> = {
  active: 'bg-emerald-50 text-emerald-900 ring-emerald-700',
  invited: 'bg-amber-100 text-amber-900 ring-amber-700',
  disabled: 'bg-slate-100 text-slate-800 ring-slate-500',
};
const stateOf = (account: AdminAccount): State => (account.disabled ? 'disabled' : account.invitePending ? 'invited' : 'active');

/** The API's rules; an empty name field arrives as null (no name). */
const inviteSchema = inviteAdminSchema.extend({ name: displayNameSchema.nullish() });
type InviteValues = z.input<typeof inviteSchema>;

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const toast = useToast();
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [inviteAdmin] = useMutation(INVITE_ADMIN);
  const form = useForm<InviteValues, unknown, z.output<typeof inviteSchema>>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', name: '' },
  });
  const submit = form.handleSubmit(async ({ email, name }) => {
    setMessage(null);
    setSent(null);
    try {
      await inviteAdmin({ variables: { email, name: name || null } });
    } catch (error) {
      const failure = toSaveError(error);
      const fields = Object.entries(failure.fieldErrors).filter(([field]) => field === 'email' || field === 'name');
      for (const [field, text] of fields) form.setError(field as keyof InviteValues, { type: 'server', message: text }, { shouldFocus: true });
      if (!fields.length) setMessage(failure.message);
      return;
    }
    form.reset({ email: '', name: '' });
    setSent(`${email} に招待メールを送信しました。メールのリンク（有効期限72時間）からパスワードを設定すると、ログインできるようになります。`);
    toast('招待メールを送信しました。');
    onInvited();
  });
  return (
    <form onSubmit={submit} noValidate aria-label="管理者の招待" className="space-y-4">
      <p role="alert" className={message ? 'rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800' : 'sr-only'}>
        {message}
      </p>
      <p role="status" className={sent ? 'rounded-md border border-emerald-700 bg-emerald-50 px-4 py-3 text-sm font-bold text-emerald-900' : 'sr-only'}>
        {sent}
      </p>
      <div className="max-w-md space-y-4">
        <TextField form={form} name="email" label="メールアドレス" type="email" autoComplete="off" required />
        <TextField form={form} name="name" label="表示名" hint="空欄でもかまいません。本人があとから変えられます。" />
      </div>
      <button type="submit" className={button.primary} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? '送信しています…' : '招待メールを送信'}
      </button>
    </form>
  );
}

/** The admins: who can sign in, invitations and disabling. */
export function AdminUsers() {
  const { user } = useAdminUser();
  const confirm = useConfirm();
  const toast = useToast();
  const [message, setMessage] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(LIST_ADMIN_USERS, { fetchPolicy: 'cache-and-network' });
  const [setAdminDisabled] = useMutation(SET_ADMIN_DISABLED);
  const [inviteAdmin] = useMutation(INVITE_ADMIN);
  const accounts = data?.listAdminUsers ?? [];

  const toggle = async (account: AdminAccount) => {
    const disable = !account.disabled;
    const label = account.name ? `${account.name}（${account.email}）` : account.email;
    const ok = await confirm(
      disable
        ? {
            title: '管理者を無効にしますか？',
            message: `${label} はすぐにログアウトし、ログインできなくなります。あとで有効に戻せます。`,
            confirmLabel: '無効にする',
          }
        : { title: '管理者を有効に戻しますか？', message: `${label} は再びログインできるようになります。`, confirmLabel: '有効にする', danger: false },
    );
    if (!ok) return;
    setMessage(null);
    try {
      await setAdminDisabled({ variables: { id: account.id, disabled: disable } });
      toast(disable ? '無効にしました。' : '有効に戻しました。');
    } catch (failure) {
      setMessage(toSaveError(failure).message);
    }
  };

  const resend = async (account: AdminAccount) => {
    setMessage(null);
    try {
      await inviteAdmin({ variables: { email: account.email, name: null } });
      toast(`${account.email} に招待メールを送り直しました。`);
    } catch (failure) {
      setMessage(toSaveError(failure).message);
    }
  };

  return (
    <>
      <PageHeader title="管理者" description="管理画面にログインできる人の一覧です。新しい人はメールで招待し、使わなくなった人は無効にします。" />
      <p role="alert" className={message ? 'mb-4 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800' : 'sr-only'}>
        {message}
      </p>
      <DataTable
        caption="管理者一覧"
        items={accounts}
        loading={loading && !data}
        error={error ? '管理者の一覧を読み込めませんでした。ページを再読み込みしてください。' : null}
        searchText={(account) => `${account.email} ${account.name ?? ''}`}
        initialSort={{ key: 'createdAt', direction: 'asc' }}
        columns={[
          {
            key: 'email',
            label: 'メールアドレス',
            render: (account) => (
              <span className="break-all">
                {account.email}
                {account.id === user.id ? <span className="ml-2 text-xs font-bold text-brand-700">（あなた）</span> : null}
              </span>
            ),
            sortValue: (account) => account.email,
          },
          { key: 'name', label: '表示名', render: (account) => account.name ?? <span className="text-slate-600">（未設定：{site.adminDefaultName}）</span>, sortValue: (account) => account.name },
          {
            key: 'state',
            label: '状態',
            render: (account) => {
              const state = stateOf(account);
              return (
                <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset ${STATE_BADGE[state]}`}>
                  {STATE_LABELS[state]}
                </span>
              );
            },
            sortValue: (account) => STATE_LABELS[stateOf(account)],
          },
          { key: 'createdAt', label: '登録日時', render: (account) => formatJapanDateTime(account.createdAt), sortValue: (account) => account.createdAt, className: 'whitespace-nowrap tabular-nums' },
          {
            key: 'actions',
            label: '操作',
            render: (account) =>
              account.id === user.id ? null : (
                <span className="flex flex-wrap gap-2">
                  {account.invitePending && !account.disabled ? (
                    <button type="button" className={button.small} onClick={() => void resend(account)} aria-label={`${account.email} に招待メールを再送`}>
                      招待を再送
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className={button.small}
                    onClick={() => void toggle(account)}
                    aria-label={`${account.email} を${account.disabled ? '有効にする' : '無効にする'}`}
                  >
                    {account.disabled ? '有効にする' : '無効にする'}
                  </button>
                </span>
              ),
          },
        ]}
      />
      <section className={`${card} mt-8`} aria-labelledby="users-invite">
        <h2 id="users-invite" className="text-lg font-bold">
          管理者を招待する
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-slate-700">
          入力したメールアドレスに招待メールを送ります。受け取った人がメールのリンクからパスワードを設定すると、ログインできるようになります。
        </p>
        <div className="mt-4">
          <InviteForm onInvited={() => void refetch()} />
        </div>
      </section>
    </>
  );
}
