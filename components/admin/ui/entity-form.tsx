'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm, type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { EntityName, Item } from '@/lib/core/model/entities';
import { schemas } from '@/lib/core/model/validation';
import { LATEST_VERSION } from '@/graphql/history-documents';
import { formatJapanDateTime } from '@/lib/core/time/japan';
import { isVersioned } from '@/lib/core/model/versioned';
import { useAdminUser } from '../admin-app';
import { getAdminClient } from '../apollo';
import { SaveError, useEntityMutations } from '../live';
import { proposalValues } from '../review/proposal-values';
import { requestLabel, ReviewPanel } from '../review/review-panel';
import { type ReviewScopeValue, useReviewScope } from '../review/review-scope';
import { draftCopyKey, useDraftCopy } from './draft-copy';
import { useLeaveGuard } from './leave-guard';
import { useConfirm } from './confirm';
import { button } from './styles';
import { useToast } from './toast';

interface EntityFormOptions<N extends EntityName, T extends FieldValues> {
  entity: N;
  /** The item being edited; absent when creating. */
  item?: Item<N> | null;
  defaultValues: DefaultValues<T>;
  /** Where to go after saving or deleting (the list). */
  listHref: string;
  /** Turns the form's values into the API's input (defaults to the values as they are). */
  toInput?: (values: T) => Record<string, unknown>;
  /** Called after a successful save instead of returning to the list. */
  onSaved?: (item: Item<N>) => void;
  /** What the delete confirmation says (what else goes with the item); a default when absent. */
  deleteMessage?: ReactNode;
  /**
   * Asks and deletes in a way of its own, in place of the confirmation and the plain delete (an
   * article's or a store's old address: components/admin/redirects); resolves to whether it deleted.
   */
  removeWith?: (item: Item<N>) => Promise<boolean>;
}

/** Someone else saved the record after this form opened it (the save's condition failed). */
export interface Conflict {
  /** Who saved last, when the history knows it. */
  authorName: string | null;
  /** When the stored record was saved. */
  savedAt: string | null;
  /** The record no longer exists. */
  deleted: boolean;
}

export interface EntityFormController<T extends FieldValues> {
  form: UseFormReturn<T>;
  submit: (event?: FormEvent) => Promise<void>;
  remove: () => Promise<void>;
  saving: boolean;
  /** A message for the whole form (a failure that is not about one field). */
  formError: string | null;
  isNew: boolean;
  conflict: Conflict | null;
  /** Discards what was typed and shows the record as it is stored now. */
  reloadLatest: () => void;
  /** Saves what was typed over the newer stored record, deliberately. */
  overwrite: () => Promise<void>;
  /** A copy of unsaved edits from an earlier visit (draft-copy.ts), offered to restore. */
  draftCopy: { savedAt: string; restore: () => void; discard: () => void } | null;
  /** Review before publishing, in an article's or a campaign's editor (components/admin/review); null elsewhere. */
  review: ReviewScopeValue | null;
}

async function latestAuthor(entity: EntityName, id: string): Promise<string | null> {
  if (!isVersioned(entity)) return null;
  try {
    const { data } = await getAdminClient().query({ query: LATEST_VERSION, variables: { entity, id }, fetchPolicy: 'network-only' });
    return data?.latestVersion?.authorName ?? null;
  } catch {
    return null;
  }
}

/**
 * One edit form of an entity: validated in the browser with the API's own zod schema, saved
 * through the API, whose field errors are shown next to their fields. A failed save keeps
 * everything typed. No edit is lost: a save is conditioned on the version the form opened, so
 * one made over someone else's newer save is refused and the editor chooses (reload or
 * overwrite); leaving with unsaved changes asks first (leave-guard.ts); and unsaved edits are
 * copied aside while typing and offered back on return (draft-copy.ts).
 */
export function useEntityForm<N extends EntityName, T extends FieldValues = z.input<(typeof schemas)[N]> & FieldValues>(
  options: EntityFormOptions<N, T>,
): EntityFormController<T> {
  const { entity, item, defaultValues, listHref, toInput, onSaved, deleteMessage, removeWith } = options;
  const form = useForm<T>({
    resolver: zodResolver(schemas[entity] as never) as never,
    defaultValues,
    mode: 'onBlur',
  });
  const mutations = useEntityMutations(entity);
  const toast = useToast();
  const confirm = useConfirm();
  const { user } = useAdminUser();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  /** The stored version this form's values started from: a save is refused if the record moved on. */
  const base = useRef<string | null>(item?.updatedAt ?? null);
  const basedOn = useCallback(() => base.current, []);
  const isDirty = form.formState.isDirty;
  const copy = useDraftCopy(form, draftCopyKey(user.id, entity, item?.id ?? null), basedOn, isDirty);
  // Review before publishing (components/admin/review): the open request's values stand in for the stored ones.
  const scope = useReviewScope();
  const review = scope?.entity === entity ? scope : null;
  const startValues = review?.request ? proposalValues(review.request, defaultValues) : defaultValues;
  const guard = useLeaveGuard(isDirty || Boolean(review?.blocksDirty), copy.clear);

  // Someone else saved while nothing was typed here: show their version, there is nothing to lose.
  const storedAt = item?.updatedAt ?? null;
  useEffect(() => {
    if (storedAt && base.current && storedAt !== base.current && !form.formState.isDirty) {
      form.reset(startValues);
      base.current = storedAt;
    }
    // defaultValues is rebuilt from the item on every render; the stored version is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storedAt]);

  // The open request arrived or changed while nothing was typed: show what it asks for.
  const requestVersion = review?.request ? `${review.request.id}@${review.request.updatedAt}` : null;
  useEffect(() => {
    if (requestVersion && !form.formState.isDirty) form.reset(startValues);
    // startValues is rebuilt on every render; the request's version is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestVersion]);

  /** A save that needs approval: the request (a new record is first saved as a draft, then asked for). */
  const requestApproval = async (values: T, input: Record<string, unknown>, condition: string | null, latest: boolean) => {
    if (!review) return;
    const target = item ?? (await mutations.create({ ...input, status: 'DRAFT' }));
    try {
      await review.send(target.id, input, item ? (condition ?? target.updatedAt) : target.updatedAt, latest);
    } catch (error) {
      if (item) throw error;
      toast(`下書きとして保存しましたが、承認を依頼できませんでした：${error instanceof Error ? error.message : String(error)}`, 'error');
      if (onSaved) onSaved(target);
      else guard.leave(listHref);
      return;
    }
    const updated = review.request?.state === 'pending';
    form.reset(values);
    setConflict(null);
    copy.clear();
    toast(updated ? '承認の依頼を更新しました。' : '承認を依頼しました。承認されると公開サイトに反映されます。');
    // A new record opens as a save's would; an existing one stays, showing 承認待ち.
    if (!item) {
      if (onSaved) onSaved(target);
      else guard.leave(listHref);
    }
  };

  const save = async (values: T, condition: string | null, latest = false) => {
    setSaving(true);
    setFormError(null);
    try {
      const input = toInput ? toInput(values) : { ...values };
      if (review?.needsReview(input)) {
        await requestApproval(values, input, condition, latest);
        return;
      }
      const saved = item
        ? await mutations.update({ ...input, id: item.id }, condition ? { updatedAt: { eq: condition } } : undefined)
        : await mutations.create(input);
      // Taken down to a draft while a request was open or being prepared: the blocks edited for it
      // are saved with the draft, and the request, which would publish it again, is withdrawn.
      if (item && review?.blocks) await review.applyBlocksDirectly();
      const withdrawn = Boolean(item && review?.request);
      if (withdrawn) await review?.withdraw();
      form.reset(values);
      base.current = saved.updatedAt;
      setConflict(null);
      copy.clear();
      toast(withdrawn ? '保存し、承認の依頼を取り下げました。' : '保存しました。');
      if (onSaved) onSaved(saved);
      else guard.leave(listHref);
    } catch (error) {
      const failure = error instanceof SaveError ? error : new SaveError(String(error));
      if (failure.conflict && item) {
        setConflict({ authorName: await latestAuthor(entity, item.id), savedAt: storedAt, deleted: false });
        toast('保存できませんでした。ほかの人が先に保存しています。', 'error');
        return;
      }
      const fields = Object.entries(failure.fieldErrors);
      for (const [field, message] of fields) form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
      setFormError(fields.length ? '入力内容を確かめてください。' : failure.message);
      toast('保存できませんでした。', 'error');
    } finally {
      setSaving(false);
    }
  };

  const invalid = () => setFormError('入力内容を確かめてください。');
  // The condition is the version the form is based on when it is submitted (a ref, read then).
  const submit = (event?: FormEvent) => form.handleSubmit((values) => save(values, base.current), invalid)(event);
  const overwrite = () => form.handleSubmit((values) => save(values, storedAt, true), invalid)();

  const reloadLatest = () => {
    form.reset(defaultValues);
    review?.resetToLive();
    base.current = storedAt;
    setConflict(null);
    setFormError(null);
    copy.clear();
  };

  const remove = async () => {
    if (!item) return;
    if (!removeWith && !(await confirm({ title: '削除しますか？', message: deleteMessage ?? 'この操作は元に戻せません。公開サイトからもすぐに消えます。' }))) return;
    try {
      if (removeWith) {
        if (!(await removeWith(item))) return;
      } else {
        await mutations.remove(item.id);
      }
      form.reset(form.getValues());
      copy.clear();
      toast('削除しました。');
      guard.leave(listHref);
    } catch (error) {
      setFormError(error instanceof SaveError ? error.message : '削除できませんでした。');
    }
  };

  const draftCopy = copy.offer ? { savedAt: copy.offer.savedAt, restore: copy.restore, discard: copy.clear } : null;
  return { form, submit, remove, saving, formError, isNew: !item, conflict, reloadLatest, overwrite, draftCopy, review };
}

interface EntityFormFrameProps<T extends FieldValues> {
  controller: EntityFormController<T>;
  children: ReactNode;
  /** The form's accessible name. */
  label: string;
  /** Shown beside the form (a preview). */
  aside?: ReactNode;
}

/** The form element with its error summary and the save / delete buttons. */
export function EntityFormFrame<T extends FieldValues>({ controller, children, label, aside }: EntityFormFrameProps<T>) {
  const { submit, remove, saving, formError, isNew, conflict, draftCopy, review } = controller;
  // A form with a publication state whose role needs approval asks for it instead of saving (components/admin/review).
  const status: unknown = useWatch({ control: controller.form.control, name: 'status' as Path<T> });
  const requesting = Boolean(review?.needsReview({ status }));
  const form = (
    // Whatever is scrolled into view in the form (a focused field, an error) stops above the save bar, not under it.
    <form id={review?.formId} onSubmit={submit} noValidate aria-label={label} className="space-y-6 [&_*]:scroll-mb-20">
      <p role="alert" className={formError ? 'rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800' : 'sr-only'}>
        {formError}
      </p>
      {conflict ? <ConflictNotice controller={controller} conflict={conflict} /> : null}
      {draftCopy ? <DraftCopyOffer draftCopy={draftCopy} /> : null}
      {review ? <ReviewPanel review={review} onDiscard={controller.reloadLatest} /> : null}
      {children}
      <div role="group" aria-label="保存の操作" className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <button type="submit" className={button.primary} disabled={saving}>
          {saving ? (requesting ? '依頼しています…' : '保存しています…') : requesting && review ? requestLabel(review) : isNew ? '作成する' : '保存する'}
        </button>
        {!isNew ? (
          <button type="button" className={`${button.danger} ml-auto`} onClick={() => void remove()} disabled={saving}>
            削除
          </button>
        ) : null}
      </div>
    </form>
  );
  if (!aside) return form;
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      {form}
      <div>{aside}</div>
    </div>
  );
}

/** Someone saved the record after this form opened it: reload theirs, or save mine over it. */
function ConflictNotice<T extends FieldValues>({ controller, conflict }: { controller: EntityFormController<T>; conflict: Conflict }) {
  const { user } = useAdminUser();
  const who = !conflict.authorName
    ? '別の人'
    : conflict.authorName === (user.name ?? user.email) || conflict.authorName === user.email
      ? 'あなた（別の画面）'
      : `${conflict.authorName} さん`;
  return (
    <div role="alert" className="space-y-3 rounded-md border border-amber-700 bg-amber-50 px-4 py-3 text-sm text-slate-900">
      <p className="font-bold">
        このデータは、あなたが開いた後に{who}が保存しました{conflict.savedAt ? `（${formatJapanDateTime(conflict.savedAt)}）` : ''}。
      </p>
      <p>このまま保存すると、その変更を上書きします。最新の内容を読み込むと、この画面で入力した内容は破棄されます。</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={button.secondary} onClick={controller.reloadLatest} disabled={controller.saving}>
          最新の内容を読み込む
        </button>
        <button type="button" className={button.danger} onClick={() => void controller.overwrite()} disabled={controller.saving}>
          上書きして保存
        </button>
      </div>
    </div>
  );
}

/** Unsaved edits from an earlier visit, kept in this browser: restore or throw away. */
function DraftCopyOffer({ draftCopy }: { draftCopy: NonNullable<EntityFormController<FieldValues>['draftCopy']> }) {
  return (
    <div role="status" className="space-y-3 rounded-md border border-brand-700 bg-brand-100 px-4 py-3 text-sm text-slate-900">
      <p className="font-bold">保存されていない編集内容があります（{formatJapanDateTime(draftCopy.savedAt)}）。復元しますか？</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={button.primary} onClick={draftCopy.restore}>
          復元する
        </button>
        <button type="button" className={button.secondary} onClick={draftCopy.discard}>
          破棄する
        </button>
      </div>
    </div>
  );
}
