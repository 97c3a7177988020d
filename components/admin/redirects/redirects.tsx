'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { CREATE_REDIRECT, DELETE_REDIRECT, LIST_REDIRECTS, type Redirect, type RedirectInput, UPDATE_REDIRECT } from '@/graphql/redirect-documents';
import { displayPath, REDIRECT_KIND_LABELS, redirectInputSchema } from '@/lib/core/redirects/paths';
import { toSaveError } from '../live';
import { useConfirm } from '../ui/confirm';
import { TextAreaField, TextField } from '../ui/fields';
import { ListScreen } from '../ui/list-screen';
import { PageHeader } from '../ui/page-header';
import { useRowAction } from '../ui/row-action';
import { button, card, errorBox } from '../ui/styles';
import { useToast } from '../ui/toast';

/*
 * リダイレクト: what old addresses answer. Changes of address record theirs by themselves; staff
 * add their own (a printed flyer's address), point one elsewhere, or remove one. The API checks
 * every field (lib/core/redirects/paths.ts, the same schema as here) and refuses loops and live pages.
 */

const LIST = '/admin/redirects';
const GONE_LABEL = '410 削除済み';

const path = (value: string) => <span className="break-all font-mono text-slate-900">{displayPath(value)}</span>;

export function RedirectList() {
  const { data, loading, error, refetch } = useQuery(LIST_REDIRECTS, { fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DELETE_REDIRECT);
  const { message, run } = useRowAction();
  const items = data?.listRedirects ?? [];

  const removeRow = async (row: Redirect) => {
    await run(
      async () => {
        await remove({ variables: { id: row.id } });
        return `「${displayPath(row.fromPath)}」のリダイレクトを削除しました。`;
      },
      {
        title: 'リダイレクトを削除しますか？',
        message: `「${displayPath(row.fromPath)}」を開いた人は、転送されずに「ページが見つかりません」（404）の表示になります。`,
      },
    );
    void refetch();
  };

  return (
    <ListScreen
      section={LIST}
      description={
        <>
          <p>
            古いアドレスを開いた人をどこへ案内するかの一覧です。記事・カテゴリー・店舗の URL を変えたときや、記事・店舗を削除したときは自動で登録されます。
          </p>
          <p>転送先があるものは新しいアドレスへ移動し（308）、転送先のないものは「削除済み」のページを表示します（410）。チラシや SNS で案内したアドレスなども追加できます。</p>
        </>
      }
      add={{ label: 'リダイレクトを追加' }}
      items={items}
      loading={loading && !data}
      error={message ?? (error ? 'リダイレクトを読み込めませんでした。ページを再読み込みしてください。' : null)}
      emptyMessage="リダイレクトはまだありません。"
      searchText={(row) => `${displayPath(row.fromPath)} ${row.toPath ? displayPath(row.toPath) : GONE_LABEL} ${row.note ?? ''} ${row.createdBy ?? ''}`}
      initialSort={{ key: 'updatedAt', direction: 'desc' }}
      rowHref={(row) => `${LIST}/${row.id}`}
      columns={[
        { key: 'fromPath', label: '転送元', value: (row) => displayPath(row.fromPath), className: 'break-all font-mono' },
        {
          key: 'toPath',
          label: '転送先',
          sortValue: (row) => row.toPath ?? '',
          render: (row) =>
            row.toPath ? (
              path(row.toPath)
            ) : (
              <span className="whitespace-nowrap rounded bg-slate-100 px-2 py-0.5 text-xs font-bold text-slate-800 ring-1 ring-slate-500">{GONE_LABEL}</span>
            ),
        },
        {
          key: 'kind',
          label: '種類',
          value: (row) => REDIRECT_KIND_LABELS[row.kind],
          className: 'whitespace-nowrap',
          render: (row) => (
            <>
              {REDIRECT_KIND_LABELS[row.kind]}
              {row.note ? <span className="block max-w-56 whitespace-normal text-xs text-slate-700">{row.note}</span> : null}
            </>
          ),
        },
        { key: 'createdBy', label: '登録者', value: (row) => row.createdBy ?? '（不明）', className: 'break-all' },
        { key: 'updatedAt', label: '更新日時', value: (row) => row.updatedAt, format: 'dateTime' },
        {
          key: 'actions',
          label: '操作',
          render: (row) => (
            <button type="button" className={button.small} aria-label={`「${displayPath(row.fromPath)}」のリダイレクトを削除`} onClick={() => void removeRow(row)}>
              削除
            </button>
          ),
        },
      ]}
    />
  );
}

interface Values {
  fromPath: string;
  /** redirect: a 308 to toPath; gone: 410. */
  mode: 'redirect' | 'gone';
  toPath: string | null;
  note: string | null;
}

const NEEDS_TARGET = '転送先のアドレスを入力してください。';

const toInput = (values: Values): RedirectInput => ({
  fromPath: values.fromPath,
  toPath: values.mode === 'gone' ? null : (values.toPath ?? ''),
  note: values.note,
});

/** The API's own schema, and a target when the redirect is to go somewhere. */
const resolver: Resolver<Values> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (values.mode === 'redirect' && !values.toPath?.trim()) errors.toPath = { type: 'required', message: NEEDS_TARGET };
  const parsed = redirectInputSchema.safeParse(toInput(values));
  for (const issue of parsed.success ? [] : parsed.error.issues) errors[String(issue.path[0] ?? 'fromPath')] ??= { type: 'validate', message: issue.message };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

function RedirectForm({ redirect }: { redirect: Redirect | null }) {
  const router = useRouter();
  const toast = useToast();
  const confirm = useConfirm();
  const [formError, setFormError] = useState<string | null>(null);
  const [create] = useMutation(CREATE_REDIRECT, { refetchQueries: [LIST_REDIRECTS] });
  const [update] = useMutation(UPDATE_REDIRECT, { refetchQueries: [LIST_REDIRECTS] });
  const [remove] = useMutation(DELETE_REDIRECT, { refetchQueries: [LIST_REDIRECTS] });
  const form = useForm<Values>({
    resolver,
    mode: 'onBlur',
    defaultValues: {
      fromPath: redirect ? displayPath(redirect.fromPath) : '',
      mode: redirect && redirect.toPath === null ? 'gone' : 'redirect',
      toPath: redirect?.toPath ? displayPath(redirect.toPath) : null,
      note: redirect?.note ?? null,
    },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        if (redirect) await update({ variables: { id: redirect.id, input: toInput(values) } });
        else await create({ variables: { input: toInput(values) } });
      } catch (error) {
        const failure = toSaveError(error);
        const fields = Object.entries(failure.fieldErrors).filter(([field]) => field === 'fromPath' || field === 'toPath' || field === 'note');
        for (const [field, text] of fields) form.setError(field as keyof Values, { type: 'server', message: text }, { shouldFocus: true });
        setFormError(fields.length ? '入力内容を確かめてください。' : failure.message);
        return;
      }
      toast(redirect ? '保存しました。' : 'リダイレクトを追加しました。');
      router.push(LIST);
    },
    () => setFormError('入力内容を確かめてください。'),
  );

  const removeThis = async () => {
    if (!redirect) return;
    const ok = await confirm({
      title: 'リダイレクトを削除しますか？',
      message: `「${displayPath(redirect.fromPath)}」を開いた人は、転送されずに「ページが見つかりません」（404）の表示になります。`,
    });
    if (!ok) return;
    try {
      await remove({ variables: { id: redirect.id } });
      toast('リダイレクトを削除しました。');
      router.push(LIST);
    } catch (error) {
      setFormError(toSaveError(error).message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={redirect ? 'リダイレクトの編集' : 'リダイレクトの追加'} className="space-y-6">
      <p role="alert" className={formError ? errorBox : 'sr-only'}>
        {formError}
      </p>
      <div className={`${card} max-w-3xl space-y-5`}>
        <TextField
          form={form}
          name="fromPath"
          label="転送元のアドレス"
          required
          hint="古いアドレスを / から始まるパスで入力します（例: /news/campaign/spring-sale）。いま表示されているページのアドレスは指定できません。"
        />
        <fieldset>
          <legend className="text-sm font-bold text-slate-900">開いた人への案内</legend>
          <label className="mt-2 flex items-start gap-2 text-sm text-slate-900">
            <input type="radio" value="redirect" className="mt-1" {...form.register('mode')} />
            <span>
              <span className="font-bold">別のアドレスへ転送する（308）</span>
            </span>
          </label>
          <label className="mt-2 flex items-start gap-2 text-sm text-slate-900">
            <input type="radio" value="gone" className="mt-1" {...form.register('mode')} />
            <span>
              <span className="font-bold">「削除済み」のページを表示する（410）</span>
              <span className="block text-xs text-slate-700">検索エンジンにも、ページが削除されたことが伝わります。</span>
            </span>
          </label>
        </fieldset>
        {mode === 'redirect' ? (
          <TextField
            form={form}
            name="toPath"
            label="転送先のアドレス"
            required
            hint="/ から始まるサイト内のパスです（例: /news、店舗一覧なら /#shop）。転送先がさらに転送されている場合は、最後の転送先が登録されます。"
          />
        ) : null}
        <TextAreaField form={form} name="note" label="メモ（任意）" rows={3} hint="登録した理由など、ほかのスタッフへのメモです。公開サイトには表示されません。" />
      </div>
      <div role="group" aria-label="保存の操作" className="flex max-w-3xl flex-wrap items-center gap-3">
        <button type="submit" className={button.primary} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? '保存しています…' : redirect ? '保存する' : '追加する'}
        </button>
        {redirect ? (
          <button type="button" className={`${button.danger} ml-auto`} onClick={() => void removeThis()}>
            削除
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** Adding (`id` 'new') or editing one redirect, found in the list the screen loaded. */
export function RedirectEdit({ id }: { id: string }) {
  const isNew = id === 'new';
  const { data, loading } = useQuery(LIST_REDIRECTS, { skip: isNew });
  // Next keeps a page left behind to show it again on the back button; a form opened from a link starts afresh (as EditScreen does).
  const { bfcacheId } = useRouter();
  if (isNew) {
    return (
      <>
        <PageHeader title="リダイレクトを追加" backHref={LIST} />
        <RedirectForm key={bfcacheId} redirect={null} />
      </>
    );
  }
  const redirect = data?.listRedirects.find((row) => row.id === id);
  if (!redirect) {
    return loading ? (
      <p role="status" className="text-slate-700">
        読み込み中…
      </p>
    ) : (
      <>
        <PageHeader title="見つかりません" backHref={LIST} />
        <p>このリダイレクトは削除されたか、存在しません。</p>
      </>
    );
  }
  return (
    <>
      <PageHeader title="リダイレクトの編集" backHref={LIST} description={<>転送元 {path(redirect.fromPath)}（{REDIRECT_KIND_LABELS[redirect.kind]}）</>} />
      <RedirectForm key={`${redirect.id}:${redirect.updatedAt}:${bfcacheId}`} redirect={redirect} />
    </>
  );
}
