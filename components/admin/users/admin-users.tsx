'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminAccount } from '@/lib/core/auth/account';
import { displayNameSchema, inviteAdminSchema } from '@/lib/core/auth/account-schemas';
import { site } from '@/lib/core/site';
import { useAdminUser } from '../admin-app';
import { toSaveError } from '../live';
import { TextField } from '../ui/fields';
import { ListScreen } from '../ui/list-screen';
import { button, card } from '../ui/styles';
import { useRowAction } from '../ui/row-action';
import { useToast } from '../ui/toast';
import {
  INVITE_ADMIN,
  LIST_ADMIN_USERS,
  SEND_PASSWORD_RESET_LINK,
  SET_ADMIN_DISABLED,
  SET_ADMIN_ROLE,
  SET_TWO_FACTOR_REQUIRED,
  TWO_FACTOR_STATUS,
} from '@/graphql/admin-documents';
import { ROLE_LABELS } from '@/lib/core/auth/roles';
import { useLiveCollection } from '../live';
import { RoleFields, type RoleValue } from './role-fields';
import { ReviewSettingsSection } from '../review/review-settings';


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
  const [access, setAccess] = useState<RoleValue>({ role: 'editor', storeIds: [] });
  const [storesError, setStoresError] = useState<string | null>(null);
  const form = useForm<InviteValues, unknown, z.output<typeof inviteSchema>>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', name: '' },
  });
  const submit = form.handleSubmit(async ({ email, name }) => {
    setMessage(null);
    setSent(null);
    setStoresError(null);
    try {
      await inviteAdmin({ variables: { email, name: name || null, role: access.role, storeIds: access.role === 'staff' ? access.storeIds : [] } });
    } catch (error) {
      const failure = toSaveError(error);
      const fields = Object.entries(failure.fieldErrors).filter(([field]) => field === 'email' || field === 'name');
      for (const [field, text] of fields) form.setError(field as keyof InviteValues, { type: 'server', message: text }, { shouldFocus: true });
      if (failure.fieldErrors.storeIds) setStoresError(failure.fieldErrors.storeIds);
      else if (!fields.length) setMessage(failure.message);
      return;
    }
    form.reset({ email: '', name: '' });
    setAccess({ role: 'editor', storeIds: [] });
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
      <div className="max-w-2xl">
        <RoleFields idPrefix="invite" value={access} onChange={setAccess} error={storesError} />
      </div>
      <button type="submit" className={button.primary} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? '送信しています…' : '招待メールを送信'}
      </button>
    </form>
  );
}

/** Changes one account's role and stores; the server keeps at least one owner. */
function RoleEditor({ account, onDone }: { account: AdminAccount; onDone: () => void }) {
  const toast = useToast();
  const [value, setValue] = useState<RoleValue>({ role: account.role, storeIds: [...account.storeIds] });
  const [message, setMessage] = useState<string | null>(null);
  const [storesError, setStoresError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [setAdminRole] = useMutation(SET_ADMIN_ROLE);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setStoresError(null);
    setSaving(true);
    try {
      await setAdminRole({ variables: { id: account.id, role: value.role, storeIds: value.role === 'staff' ? value.storeIds : [] } });
      toast(`${account.email} の権限を「${ROLE_LABELS[value.role]}」にしました。`);
      onDone();
    } catch (error) {
      const failure = toSaveError(error);
      if (failure.fieldErrors.storeIds) setStoresError(failure.fieldErrors.storeIds);
      else setMessage(failure.message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className={`${card} mt-6`} aria-labelledby="role-editor-title">
      <h2 id="role-editor-title" tabIndex={-1} className="text-lg font-bold" ref={heading}>
        {account.email} の権限
      </h2>
      <form onSubmit={(event) => void save(event)} aria-label={`${account.email} の権限`} className="mt-4 max-w-2xl space-y-4">
        <p role="alert" className={message ? 'rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800' : 'sr-only'}>
          {message}
        </p>
        <RoleFields idPrefix={`role-${account.id}`} value={value} onChange={setValue} error={storesError} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={button.primary} disabled={saving}>
            {saving ? '保存しています…' : '権限を保存'}
          </button>
          <button type="button" className={button.secondary} onClick={onDone}>
            キャンセル
          </button>
        </div>
      </form>
    </section>
  );
}

/** What the role column says: the role, and the stores of store staff. */
function RoleSummary({ account }: { account: AdminAccount }) {
  const stores = useLiveCollection('Store');
  const names = account.storeIds.map((id) => stores.items.find((store) => store.id === id)?.name ?? '（削除された店舗）');
  return (
    <span>
      <span className="font-bold">{ROLE_LABELS[account.role]}</span>
      {account.role === 'staff' ? <span className="block max-w-48 whitespace-normal text-xs text-slate-700">{names.join('、')}</span> : null}
    </span>
  );
}

/** The owner's switch that makes two-factor sign-in required of every account. */
function RequireTwoFactor() {
  const toast = useToast();
  const { data } = useQuery(TWO_FACTOR_STATUS, { fetchPolicy: 'cache-and-network' });
  const [setRequired, { loading }] = useMutation(SET_TWO_FACTOR_REQUIRED, { refetchQueries: [TWO_FACTOR_STATUS] });
  const [message, setMessage] = useState<string | null>(null);
  const required = data?.twoFactorStatus.required ?? false;
  // Turning it on would lock out the owner too until they enrol: the server refuses it (lib/core/auth/totp.ts).
  const mustEnrolFirst = data !== undefined && !required && !data.twoFactorStatus.enabled;
  const change = async (next: boolean) => {
    setMessage(null);
    try {
      await setRequired({ variables: { required: next } });
      toast(next ? 'すべてのアカウントで2段階認証を必須にしました。' : '2段階認証の必須をやめました。');
    } catch (failure) {
      setMessage(toSaveError(failure).message);
    }
  };
  return (
    <section className={`${card} mt-8`} aria-labelledby="users-two-factor">
      <h2 id="users-two-factor" className="text-lg font-bold">
        2段階認証
      </h2>
      <p role="alert" className={message ? 'mt-2 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800' : 'sr-only'}>
        {message}
      </p>
      <label className="mt-3 flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-1"
          checked={required}
          disabled={loading || !data || mustEnrolFirst}
          onChange={(event) => void change(event.target.checked)}
          aria-describedby={mustEnrolFirst ? 'users-two-factor-enrol users-two-factor-hint' : 'users-two-factor-hint'}
        />
        <span className="font-bold">すべてのアカウントに2段階認証を必須にする</span>
      </label>
      {mustEnrolFirst ? (
        <p id="users-two-factor-enrol" className="mt-2 rounded-md border border-amber-700 bg-amber-50 px-4 py-3 text-sm leading-relaxed text-amber-900">
          ご自身のアカウントで2段階認証を設定していないため、必須にできません。先に
          <Link href="/admin/account#two-factor" className="font-bold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            アカウント設定で2段階認証を設定
          </Link>
          してください。
        </p>
      ) : null}
      <p id="users-two-factor-hint" className="mt-1 text-sm leading-relaxed text-slate-700">
        必須にすると、2段階認証を設定していないアカウントは、次に画面を開いたときから設定が済むまでほかの操作ができなくなります。
      </p>
    </section>
  );
}

/** The admins: who can sign in, with which role, invitations and disabling. */
export function AdminUsers() {
  const { user } = useAdminUser();
  const { message, run } = useRowAction();
  const { data, loading, error, refetch } = useQuery(LIST_ADMIN_USERS, { fetchPolicy: 'cache-and-network' });
  const [setAdminDisabled] = useMutation(SET_ADMIN_DISABLED);
  const [inviteAdmin] = useMutation(INVITE_ADMIN);
  const [sendResetLink] = useMutation(SEND_PASSWORD_RESET_LINK);
  const [editing, setEditing] = useState<AdminAccount | null>(null);
  const accounts = data?.listAdminUsers ?? [];

  const toggle = (account: AdminAccount) => {
    const disable = !account.disabled;
    const label = account.name ? `${account.name}（${account.email}）` : account.email;
    return run(
      async () => {
        await setAdminDisabled({ variables: { id: account.id, disabled: disable } });
        return disable ? '無効にしました。' : '有効に戻しました。';
      },
      disable
        ? { title: '管理者を無効にしますか？', message: `${label} はすぐにログアウトし、ログインできなくなります。あとで有効に戻せます。`, confirmLabel: '無効にする' }
        : { title: '管理者を有効に戻しますか？', message: `${label} は再びログインできるようになります。`, confirmLabel: '有効にする', danger: false },
    );
  };

  const sendReset = (account: AdminAccount) =>
    run(
      async () => {
        await sendResetLink({ variables: { id: account.id } });
        return `${account.email} に再設定用のリンクを送りました。`;
      },
      {
        title: 'パスワード再設定のリンクを送りますか？',
        message: `${account.email} に、新しいパスワードを設定するためのリンク（有効期限1時間）をメールで送ります。いまのパスワードは、新しいパスワードが設定されるまで使えます。`,
        confirmLabel: '送信する',
        danger: false,
      },
    );

  const resend = (account: AdminAccount) =>
    run(async () => {
      await inviteAdmin({ variables: { email: account.email, name: null } });
      return `${account.email} に招待メールを送り直しました。`;
    });

  return (
    <ListScreen
      section="/admin/users"
      description="管理画面にログインできる人と、その権限の一覧です。新しい人はメールで招待し、使わなくなった人は無効にします。オーナーは必ず1人以上必要です。"
      items={accounts}
      loading={loading && !data}
      error={message ?? (error ? '管理者の一覧を読み込めませんでした。ページを再読み込みしてください。' : null)}
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
        { key: 'name', label: '表示名', value: (account) => account.name, render: (account) => account.name ?? <span className="text-slate-600">（未設定：{site.adminDefaultName}）</span> },
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
          className: 'whitespace-nowrap',
        },
        {
          key: 'twoFactor',
          label: '2段階認証',
          render: (account) => (account.twoFactorEnabled ? '設定済み' : <span className="text-slate-700">未設定</span>),
          sortValue: (account) => (account.twoFactorEnabled ? 1 : 0),
          className: 'whitespace-nowrap',
        },
        { key: 'role', label: '権限', render: (account) => <RoleSummary account={account} />, sortValue: (account) => ROLE_LABELS[account.role], className: 'whitespace-nowrap' },
        { key: 'createdAt', label: '登録日時', value: (account) => account.createdAt, format: 'dateTime' },
        {
          key: 'actions',
          label: '操作',
          render: (account) =>
            account.id === user.id ? null : (
              <span className="flex flex-wrap gap-2">
                <button type="button" className={button.small} onClick={() => setEditing(account)} aria-label={`${account.email} の権限を変更`}>
                  権限を変更
                </button>
                {!account.invitePending && !account.disabled ? (
                  <button type="button" className={button.small} onClick={() => void sendReset(account)} aria-label={`${account.email} に再設定用のリンクを送る`}>
                    再設定リンクを送る
                  </button>
                ) : null}
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
    >
      {editing ? (
        <RoleEditor
          key={editing.id}
          account={editing}
          onDone={() => {
            setEditing(null);
            void refetch();
          }}
        />
      ) : null}
      <RequireTwoFactor />
      <ReviewSettingsSection />
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
    </ListScreen>
  );
}
