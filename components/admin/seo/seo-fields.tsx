'use client';

import { type ReactNode, useId } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { SEO_GUIDES, SEO_LIMITS } from '@/lib/core/model/validation';
import type { PageSeo, SeoFieldValues } from '@/lib/site/seo/snippet';
import { errorOf, FieldShell } from '../ui/fields';
import { card, control } from '../ui/styles';
import { CharacterCount } from './character-count';
import { SeoImageField } from './seo-image-field';
import { SeoPreview } from './seo-preview';

/** A form that has the three search fields (a store, an article, a fixed page). */
type SeoForm = FieldValues & SeoFieldValues;

interface SeoFieldsProps<T extends SeoForm> {
  form: UseFormReturn<T>;
  /** The page's search values from the fields' (lib/site/seo/snippet.ts): what its metadata will say. */
  resolve: (values: SeoFieldValues) => PageSeo;
}

const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The search title, description and share image of a page, with the result and card they make, live. */
export function SeoFields<T extends SeoForm>({ form, resolve }: SeoFieldsProps<T>) {
  const names = { title: 'seoTitle' as Path<T>, description: 'seoDescription' as Path<T>, image: 'seoImage' as Path<T> };
  const [seoTitle, seoDescription, seoImage] = useWatch({ control: form.control, name: [names.title, names.description, names.image] }) as (string | null | undefined)[];
  const seo = resolve({ seoTitle, seoDescription, seoImage });
  const derived = resolve({});
  const titleId = useId();
  const descriptionId = useId();
  const imageId = useId();
  const titleError = errorOf(form, names.title);
  const descriptionError = errorOf(form, names.description);

  return (
    // Side by side where the form is wide enough (ページのSEO設定, a store); one above the other in
    // the article editor's column and on a phone.
    <div className="@container">
      <div className="grid gap-x-8 gap-y-6 @4xl:grid-cols-2 @4xl:items-start">
        <div className="min-w-0 space-y-5">
          <FieldShell
            id={titleId}
            label="検索結果の見出し（任意）"
            error={titleError}
            hint={
              <>
                検索結果と共有されたときの見出しです。書いたとおりに使われ、サイト名は付け足されません。検索結果に表示されるのは全角で約30〜35文字までです（{SEO_LIMITS.title}文字まで入力できます）。
                <br />
                空欄のとき: <span className="text-slate-900">{derived.title}</span>
              </>
            }
          >
            {(describedBy) => (
              <>
                <input
                  id={titleId}
                  type="text"
                  autoComplete="off"
                  aria-invalid={titleError ? true : undefined}
                  aria-describedby={[describedBy, `${titleId}-count`].filter(Boolean).join(' ')}
                  className={control}
                  {...form.register(names.title, { setValueAs: emptyAsNull })}
                />
                <CharacterCount id={`${titleId}-count`} label="見出し" value={seoTitle} guide={SEO_GUIDES.title} max={SEO_LIMITS.title} />
              </>
            )}
          </FieldShell>

          <FieldShell
            id={descriptionId}
            label="検索結果の説明文（任意）"
            error={descriptionError}
            hint={
              <>
                検索結果と共有されたときに見出しの下に出る文章です。パソコンの検索結果では全角で約120文字、スマートフォンでは約60〜80文字まで表示され、それより後ろは省略されます（{SEO_LIMITS.description}文字まで入力できます）。大事なことは前半に書いてください。
                <br />
                空欄のとき: <span className="text-slate-900">{derived.description}</span>
              </>
            }
          >
            {(describedBy) => (
              <>
                <textarea
                  id={descriptionId}
                  rows={3}
                  aria-invalid={descriptionError ? true : undefined}
                  aria-describedby={[describedBy, `${descriptionId}-count`].filter(Boolean).join(' ')}
                  className={control}
                  {...form.register(names.description, { setValueAs: emptyAsNull })}
                />
                <CharacterCount id={`${descriptionId}-count`} label="説明文" value={seoDescription} guide={SEO_GUIDES.description} max={SEO_LIMITS.description} />
              </>
            )}
          </FieldShell>

          <Controller
            control={form.control}
            name={names.image}
            render={({ field }) => (
              <SeoImageField
                id={imageId}
                value={field.value as string | null | undefined}
                onChange={(url) => form.setValue(names.image, url as T[Path<T>], { shouldDirty: true, shouldValidate: true })}
                error={errorOf(form, names.image)}
              />
            )}
          />
        </div>
        <div className="min-w-0 @4xl:sticky @4xl:top-4">
          <SeoPreview seo={seo} />
        </div>
      </div>
    </div>
  );
}

/** The search fields as a section of their own in a form (an article, a fixed page). */
export function SeoSection<T extends SeoForm>({ intro, ...props }: SeoFieldsProps<T> & { intro?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        検索結果とシェアの表示
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-700">
        {intro ?? 'Google などの検索結果や、LINE・X で共有されたときの表示を変えられます。空欄の項目は、ページの内容から自動で作られます。'}
      </p>
      <SeoFields {...props} />
    </section>
  );
}
