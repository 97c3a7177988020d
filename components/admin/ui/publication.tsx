'use client';

import { useId } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { type Publication, PUBLICATION_LABELS, type PublicationState, publicationState } from '@/lib/core/model/publication';
import { formatJapanDateTime, fromJapanLocalInput, toJapanLocalInput } from '@/lib/core/time/japan';
import type { Column } from './data-table';
import { errorOf, FieldShell } from './fields';
import { useReviewScope } from '../review/review-scope';
import { control } from './styles';

/*
 * Drafts and scheduled publishing in the admin (lib/core/model/publication.ts): the status and publish
 * time fields of an article's or a campaign's form, the badge that says 下書き / 予約 / 公開, and
 * the list column with it.
 */

const BADGE_STYLE: Record<PublicationState, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-500',
  scheduled: 'bg-amber-50 text-amber-900 ring-amber-700',
  published: 'bg-green-100 text-green-900 ring-green-700',
};

export function PublicationBadge({ item, now = new Date() }: { item: Publication; now?: Date }) {
  const state = publicationState(item, now);
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${BADGE_STYLE[state]}`}>
      {PUBLICATION_LABELS[state]}
      {state === 'scheduled' ? `：${formatJapanDateTime(item.publishAt)}` : ''}
    </span>
  );
}

const STATE_ORDER: Record<PublicationState, number> = { draft: 0, scheduled: 1, published: 2 };

/** The 公開状態 column of a list, sortable, with a filter's options. */
export function publicationColumn<T extends Publication>(): Column<T> {
  return {
    key: 'publication',
    label: '公開状態',
    render: (item) => <PublicationBadge item={item} />,
    sortValue: (item) => `${STATE_ORDER[publicationState(item, new Date())]}${item.publishAt ?? ''}`,
    className: 'whitespace-nowrap',
  };
}

export const PUBLICATION_FILTER_OPTIONS = (Object.keys(PUBLICATION_LABELS) as PublicationState[]).map((value) => ({ value, label: PUBLICATION_LABELS[value] }));

export const publicationMatches = (item: Publication, value: string) => publicationState(item, new Date()) === value;

interface PublicationValues extends FieldValues {
  status: string;
  publishAt: string | null;
}

/**
 * 公開状態 (下書き / 公開) and 公開日時 (empty: at once; a future time: scheduled), entered in Japan
 * time and kept in the form as an instant with its +09:00 offset, as the API takes it.
 */
export function PublicationFields<T extends PublicationValues>({ form, noun }: { form: UseFormReturn<T>; noun: string }) {
  const statusId = useId();
  const timeId = useId();
  const [status, publishAt] = useWatch({ control: form.control, name: ['status', 'publishAt'] as Path<T>[] }) as unknown as [string, string | null];
  const state = publicationState({ status, publishAt }, new Date());
  // A role whose publication needs approval (components/admin/review) publishes only once it is approved.
  const review = useReviewScope();
  const approval = Boolean(review?.applies);
  const summary: Record<PublicationState, string> = {
    draft: `下書きです。公開サイトには表示されません。プレビューリンクで確認してもらえます。`,
    scheduled: approval
      ? `公開予約です。承認されると、${formatJapanDateTime(publishAt)} に自動で公開されます。`
      : `予約済みです。${formatJapanDateTime(publishAt)} に自動で公開されます（その時刻から5分以内に反映されます）。`,
    published: !approval
      ? `公開中です。保存した内容はすぐに公開サイトに反映されます。`
      : review?.livePublished
        ? `公開中です。変更は、承認を依頼して承認されると公開サイトに反映されます。`
        : `公開します。承認を依頼し、承認されると公開サイトに反映されます。`,
  };
  return (
    <div className="space-y-4 rounded-md border border-slate-300 bg-slate-50 p-4">
      <FieldShell id={statusId} label="公開状態" group required error={errorOf(form, 'status' as Path<T>)}>
        {() => (
          <Controller
            control={form.control}
            name={'status' as Path<T>}
            render={({ field }) => (
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                {(
                  [
                    ['DRAFT', '下書き'],
                    ['PUBLISHED', '公開する'],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="flex items-center gap-2 text-sm font-bold text-slate-900">
                    <input
                      type="radio"
                      name={field.name}
                      value={value}
                      checked={field.value === value}
                      onChange={() => field.onChange(value)}
                      onBlur={field.onBlur}
                      className="size-4 accent-brand-900"
                    />
                    {label}
                  </label>
                ))}
              </div>
            )}
          />
        )}
      </FieldShell>
      <FieldShell
        id={timeId}
        label="公開日時（日本時間）"
        error={errorOf(form, 'publishAt' as Path<T>)}
        hint={`空欄なら「公開する」で保存した時点で公開されます。先の日時を入れると、その日時に${noun}が自動で公開される予約になります。`}
      >
        {(describedBy) => (
          <Controller
            control={form.control}
            name={'publishAt' as Path<T>}
            render={({ field }) => (
              <input
                id={timeId}
                type="datetime-local"
                aria-describedby={describedBy}
                className={`${control} sm:max-w-xs`}
                name={field.name}
                ref={field.ref}
                value={toJapanLocalInput(field.value as string | null)}
                onChange={(event) => field.onChange(event.target.value ? fromJapanLocalInput(event.target.value) : null)}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </FieldShell>
      <p role="status" className="text-sm leading-relaxed text-slate-900">
        <PublicationBadge item={{ status, publishAt }} /> {summary[state]}
      </p>
    </div>
  );
}
