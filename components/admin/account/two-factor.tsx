'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import {
  CONFIRM_TWO_FACTOR,
  DISABLE_TWO_FACTOR,
  REGENERATE_RECOVERY_CODES,
  START_TWO_FACTOR,
  TWO_FACTOR_STATUS,
} from '@/graphql/admin-documents';
import { formatJapanDateTime } from '@/lib/core/time/japan';
import { toSaveError } from '../live';
import { button, control } from '../ui/styles';
import { useToast } from '../ui/toast';

const alertClass = 'rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800';

/** The recovery codes, shown once after they are made, with a way to keep them. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(`Oz 管理画面 リカバリーコード\n\n${codes.join('\n')}\n`)}`;
  return (
    <div className="space-y-3" role="region" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className="font-bold">
        リカバリーコード（{codes.length}個）
      </h3>
      <p className="text-sm leading-relaxed text-slate-700">
        スマートフォンをなくしたときなど、認証アプリが使えないときに確認コードの代わりに入力します。各コードは1回だけ使えます。
        <strong>この画面を閉じると二度と表示されません。</strong>印刷するか、パスワード管理ツールなど安全な場所に保管してください。
      </p>
      <ul aria-label="リカバリーコード" className="grid grid-cols-2 gap-2 rounded-md border border-slate-300 bg-slate-50 p-3 font-mono text-base sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <a href={download} download="oz-recovery-codes.txt" className={button.secondary}>
          テキストファイルで保存
        </a>
        <button type="button" className={button.primary} onClick={onDone}>
          保管しました
        </button>
      </div>
    </div>
  );
}

/** A password field and a button, for the changes that ask for the current password again. */
function PasswordConfirm({ label, submitLabel, danger, onSubmit }: { label: string; submitLabel: string; danger?: boolean; onSubmit: (password: string) => Promise<string | null> }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('currentPassword') ?? '');
    setBusy(true);
    setError(await onSubmit(password));
    setBusy(false);
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={label} className="flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-64">
        <label htmlFor={id} className="block text-sm font-bold">
          現在のパスワード
        </label>
        <input id={id} name="currentPassword" type="password" autoComplete="current-password" required className={control} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-bold text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className={danger ? button.danger : button.secondary} disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

/** Two-factor sign-in of the signed-in account: turning it on with an authenticator app, recovery codes, turning it off. */
export function TwoFactorSettings() {
  const toast = useToast();
  const router = useRouter();
  const codeId = useId();
  const { data, loading, refetch } = useQuery(TWO_FACTOR_STATUS, { fetchPolicy: 'cache-and-network' });
  const [start, { data: started, loading: starting, reset: resetStart }] = useMutation(START_TWO_FACTOR);
  const [confirmEnrollment, { loading: confirming }] = useMutation(CONFIRM_TWO_FACTOR);
  const [disable] = useMutation(DISABLE_TWO_FACTOR);
  const [regenerate] = useMutation(REGENERATE_RECOVERY_CODES);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const status = data?.twoFactorStatus;
  const enrollment = started?.startTwoFactorEnrollment;

  const begin = async () => {
    setError(null);
    try {
      await start();
    } catch (failure) {
      setError(toSaveError(failure).message);
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    setError(null);
    try {
      const result = await confirmEnrollment({ variables: { code } });
      setCodes(result.data?.confirmTwoFactorEnrollment ?? []);
      resetStart();
      toast('2段階認証を有効にしました。');
      await refetch();
      // The shell's notice that two-factor sign-in is required goes away.
      router.refresh();
    } catch (failure) {
      setError(toSaveError(failure).message);
    }
  };

  const passwordChange = (run: (password: string) => Promise<void>) => async (password: string) => {
    try {
      await run(password);
      await refetch();
      return null;
    } catch (failure) {
      const saveError = toSaveError(failure);
      return saveError.fieldErrors.currentPassword ?? saveError.message;
    }
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (loading && !status) return <p role="status">読み込み中…</p>;

  if (status?.enabled) {
    return (
      <div className="space-y-5">
        <p className="text-sm">
          <span className="inline-flex rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-bold text-emerald-900 ring-1 ring-emerald-700 ring-inset">有効</span>
          <span className="ml-2">
            {status.enabledAt ? `${formatJapanDateTime(status.enabledAt)}から` : ''}ログインのたびに確認コードを入力します。残りのリカバリーコード：{status.recoveryCodesLeft}個
          </span>
        </p>
        <div>
          <h3 className="text-sm font-bold">リカバリーコードを作り直す</h3>
          <p className="mb-2 text-sm text-slate-700">新しい10個のコードを作ります。いままでのコードは使えなくなります。</p>
          <PasswordConfirm
            label="リカバリーコードの作り直し"
            submitLabel="作り直す"
            onSubmit={passwordChange(async (currentPassword) => {
              const result = await regenerate({ variables: { currentPassword } });
              setCodes(result.data?.regenerateRecoveryCodes ?? []);
            })}
          />
        </div>
        {status.required ? (
          <p className="text-sm text-slate-700">オーナーの設定により、2段階認証はすべてのアカウントで必須のため、無効にはできません。</p>
        ) : (
          <div>
            <h3 className="text-sm font-bold">2段階認証を無効にする</h3>
            <PasswordConfirm
              label="2段階認証の無効化"
              submitLabel="無効にする"
              danger
              onSubmit={passwordChange(async (currentPassword) => {
                await disable({ variables: { currentPassword } });
                toast('2段階認証を無効にしました。');
              })}
            />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {status?.required ? (
        <p role="alert" className={alertClass}>
          オーナーの設定により、2段階認証が必須になっています。設定が終わるまで、ほかの画面は使えません。
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={alertClass}>
          {error}
        </p>
      ) : null}
      {enrollment ? (
        <div className="space-y-4">
          <ol className="list-decimal space-y-4 pl-5 text-sm leading-relaxed">
            <li>
              スマートフォンの認証アプリ（Google Authenticator、Microsoft Authenticator など）で、次のQRコードを読み取ってください。
              {/* eslint-disable-next-line @next/next/no-img-element -- an SVG made on the server for this one screen, not an optimisable photo */}
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrollment.qrSvg)}`}
                alt="認証アプリに登録するQRコード"
                width={176}
                height={176}
                className="mt-2 rounded-md border border-slate-300 bg-white p-2"
              />
            </li>
            <li>
              読み取れない場合は、アプリで「セットアップキーを入力」を選び、次のキーを入力してください。
              <p className="mt-1">
                <span className="font-bold">セットアップキー：</span>
                <code aria-label="セットアップキー" className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-base tracking-wider">
                  {enrollment.secret}
                </code>
              </p>
            </li>
            <li>アプリに表示された6桁の確認コードを入力して「有効にする」を押してください。</li>
          </ol>
          <form onSubmit={(event) => void confirm(event)} aria-label="2段階認証の確認" className="flex flex-wrap items-end gap-3">
            <div className="w-full sm:w-48">
              <label htmlFor={codeId} className="block text-sm font-bold">
                確認コード
              </label>
              <input id={codeId} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={7} required className={control} />
            </div>
            <button type="submit" className={button.primary} disabled={confirming}>
              {confirming ? '確認しています…' : '有効にする'}
            </button>
            <button type="button" className={button.secondary} onClick={() => resetStart()}>
              キャンセル
            </button>
          </form>
        </div>
      ) : (
        <button type="button" className={button.primary} disabled={starting} onClick={() => void begin()}>
          2段階認証を設定する
        </button>
      )}
    </div>
  );
}
