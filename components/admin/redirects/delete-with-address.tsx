'use client';

import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { DELETE_WITH_REDIRECT } from '@/graphql/redirect-documents';
import type { Item } from '@/lib/core/model/entities';
import { deletedTargetSchema, displayPath } from '@/lib/core/redirects/paths';
import { getAdminClient } from '../apollo';
import { getCollection, toSaveError } from '../live';
import { button, control, errorBox } from '../ui/styles';

/*
 * The delete confirmation of an article or a store, which also asks what its public address
 * answers afterwards: the 削除済み (410) page, by default, or a redirect to an address staff
 * choose. The delete and the redirect are one call (deleteWithRedirect), so one never happens
 * without the other; a refused address (a loop, not a path) keeps the dialog open with its reason.
 */

type Deletable = 'News' | 'Store';

export interface DeleteWithAddressRequest<N extends Deletable> {
  entity: N;
  item: Item<N>;
  /** What is deleted, as the title names it (記事「…」). */
  name: string;
  /** Its public address now, when it has one. */
  address: string | null;
  /** What else happens (the trash, what goes with it). */
  message: ReactNode;
}

type Pending = DeleteWithAddressRequest<Deletable> & { resolve: (deleted: boolean) => void };

const NEEDS_TARGET = '転送先のアドレスを入力してください。';

/**
 * `ask` opens the dialog and resolves to whether the record was deleted; the screen renders
 * `dialog` anywhere (it is portalled to the body, so it may sit inside the record's own form).
 */
export function useDeleteWithAddress(): { ask: <N extends Deletable>(request: DeleteWithAddressRequest<N>) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback(
    <N extends Deletable>(request: DeleteWithAddressRequest<N>) =>
      new Promise<boolean>((resolve) => setPending({ ...(request as unknown as DeleteWithAddressRequest<Deletable>), resolve })),
    [],
  );
  const dialog = pending ? createPortal(<DeleteWithAddressDialog key={pending.item.id} pending={pending} onDone={() => setPending(null)} />, document.body) : null;
  return { ask, dialog };
}

function DeleteWithAddressDialog({ pending, onDone }: { pending: Pending; onDone: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = { title: useId(), message: useId(), target: useId(), hint: useId(), error: useId() };
  const [redirect, setRedirect] = useState(false);
  const [target, setTarget] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const settled = useRef(false);

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  const settle = (deleted: boolean) => {
    if (settled.current) return;
    settled.current = true;
    dialog.current?.close();
    pending.resolve(deleted);
    onDone();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React passes events up its own tree, through the portal: the record's form must not hear this submit.
    event.stopPropagation();
    setFieldError(null);
    setFormError(null);
    let toPath: string | null = null;
    if (redirect) {
      const parsed = deletedTargetSchema.safeParse(target);
      if (!parsed.success || parsed.data === null) {
        setFieldError(parsed.success ? NEEDS_TARGET : (parsed.error.issues[0]?.message ?? NEEDS_TARGET));
        return;
      }
      toPath = parsed.data;
    }
    setBusy(true);
    try {
      await getAdminClient().mutate({ mutation: DELETE_WITH_REDIRECT, variables: { entity: pending.entity, id: pending.item.id, toPath } });
      getCollection(pending.entity).apply('delete', pending.item as never);
      settle(true);
    } catch (error) {
      const failure = toSaveError(error);
      if (failure.fieldErrors.toPath && redirect) setFieldError(failure.fieldErrors.toPath);
      else setFormError(failure.message);
    } finally {
      setBusy(false);
    }
  };

  const describedBy = [ids.hint, fieldError ? ids.error : null].filter(Boolean).join(' ');
  return (
    <dialog
      ref={dialog}
      aria-labelledby={ids.title}
      aria-describedby={ids.message}
      onClose={() => settle(false)}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={ids.title} className="text-lg font-bold text-slate-900">
          {pending.name}を削除しますか？
        </h2>
        <div id={ids.message} className="mt-3 text-sm leading-relaxed text-slate-700">
          {pending.message}
        </div>
        <p role="alert" className={formError ? `${errorBox} mt-3` : 'sr-only'}>
          {formError}
        </p>
        <fieldset className="mt-4 rounded-md border border-slate-300 px-4 pb-4 pt-2">
          <legend className="px-1 text-sm font-bold text-slate-900">削除した後の古いアドレス</legend>
          {pending.address ? <p className="break-all font-mono text-xs text-slate-700">{displayPath(pending.address)}</p> : null}
          <label className="mt-3 flex items-start gap-2 text-sm text-slate-900">
            <input type="radio" name="after-delete" className="mt-1" checked={!redirect} onChange={() => setRedirect(false)} />
            <span>
              <span className="font-bold">「削除済み」のページを表示する</span>
              <span className="block text-xs text-slate-700">検索エンジンにも削除されたことが伝わります（410）。</span>
            </span>
          </label>
          <label className="mt-2 flex items-start gap-2 text-sm text-slate-900">
            <input type="radio" name="after-delete" className="mt-1" checked={redirect} onChange={() => setRedirect(true)} />
            <span>
              <span className="font-bold">別のアドレスへ転送する</span>
              <span className="block text-xs text-slate-700">共有されたリンクから来た人を、指定したページへ案内します（308）。</span>
            </span>
          </label>
          {redirect ? (
            <div className="mt-3">
              <label htmlFor={ids.target} className="block text-sm font-bold text-slate-900">
                転送先のアドレス
              </label>
              <p id={ids.hint} className="mt-1 text-xs leading-relaxed text-slate-600">
                / から始まるサイト内のパスです（例: /news、店舗一覧なら /#shop）。
              </p>
              <input
                id={ids.target}
                type="text"
                inputMode="url"
                autoComplete="off"
                className={control}
                value={target}
                onChange={(event) => setTarget(event.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={describedBy}
                aria-required
              />
              {fieldError ? (
                <p id={ids.error} className="mt-1 text-sm font-bold text-red-700">
                  {fieldError}
                </p>
              ) : null}
            </div>
          ) : null}
        </fieldset>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className={button.secondary} onClick={() => settle(false)} disabled={busy} autoFocus>
            キャンセル
          </button>
          <button type="submit" className={button.danger} disabled={busy}>
            {busy ? '削除しています…' : '削除する'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
