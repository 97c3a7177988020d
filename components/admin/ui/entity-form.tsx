'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { EntityName, Item } from '@/lib/model/entities';
import { schemas } from '@/lib/model/validation';
import { SaveError, useEntityMutations } from '../live';
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
}

export interface EntityFormController<T extends FieldValues> {
  form: UseFormReturn<T>;
  submit: (event?: FormEvent) => Promise<void>;
  remove: () => Promise<void>;
  saving: boolean;
  /** A message for the whole form (a failure that is not about one field). */
  formError: string | null;
  isNew: boolean;
}

/**
 * One edit form of an entity: validated in the browser with the API's own zod schema, saved
 * through the API, whose field errors are shown next to their fields. A failed save keeps
 * everything typed; leaving with unsaved changes asks first.
 */
export function useEntityForm<N extends EntityName, T extends FieldValues = z.input<(typeof schemas)[N]> & FieldValues>(
  options: EntityFormOptions<N, T>,
): EntityFormController<T> {
  const { entity, item, defaultValues, listHref, toInput, onSaved, deleteMessage } = options;
  const form = useForm<T>({
    resolver: zodResolver(schemas[entity] as never) as never,
    defaultValues,
    mode: 'onBlur',
  });
  const mutations = useEntityMutations(entity);
  const router = useRouter();
  const toast = useToast();
  const confirm = useConfirm();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const isDirty = form.formState.isDirty;

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const submit = form.handleSubmit(
    async (values) => {
      setSaving(true);
      setFormError(null);
      try {
        const input = toInput ? toInput(values) : { ...values };
        const saved = item ? await mutations.update({ ...input, id: item.id }) : await mutations.create(input);
        form.reset(values);
        toast('保存しました。');
        if (onSaved) onSaved(saved);
        else router.push(listHref);
      } catch (error) {
        const failure = error instanceof SaveError ? error : new SaveError(String(error));
        const fields = Object.entries(failure.fieldErrors);
        for (const [field, message] of fields) form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
        setFormError(fields.length ? '入力内容を確かめてください。' : failure.message);
        toast('保存できませんでした。', 'error');
      } finally {
        setSaving(false);
      }
    },
    () => setFormError('入力内容を確かめてください。'),
  );

  const remove = async () => {
    if (!item) return;
    const ok = await confirm({ title: '削除しますか？', message: deleteMessage ?? 'この操作は元に戻せません。公開サイトからもすぐに消えます。' });
    if (!ok) return;
    try {
      await mutations.remove(item.id);
      form.reset(form.getValues());
      toast('削除しました。');
      router.push(listHref);
    } catch (error) {
      setFormError(error instanceof SaveError ? error.message : '削除できませんでした。');
    }
  };

  return { form, submit, remove, saving, formError, isNew: !item };
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
  const { submit, remove, saving, formError, isNew } = controller;
  const form = (
    <form onSubmit={submit} noValidate aria-label={label} className="space-y-6">
      <p role="alert" className={formError ? 'rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800' : 'sr-only'}>
        {formError}
      </p>
      {children}
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <button type="submit" className={button.primary} disabled={saving}>
          {saving ? '保存しています…' : isNew ? '作成する' : '保存する'}
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
