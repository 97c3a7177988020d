'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { z } from 'zod';
import { PAGE_SEO_SETTINGS, SET_PAGE_SEO } from '@/graphql/page-seo-documents';
import { seoFields } from '@/lib/core/model/validation';
import { type PageSeoSettings, SEO_PAGE_NAMES, seoPageByPath } from '@/lib/core/page-seo/shared';
import { type RouteName, routes } from '@/lib/core/routes';
import { fixedPageSeo, type SeoFieldValues } from '@/lib/site/seo/snippet';
import { toSaveError } from '../live';
import { useLeaveGuard } from '../ui/leave-guard';
import { ListScreen } from '../ui/list-screen';
import { PageHeader } from '../ui/page-header';
import { button, errorBox, link } from '../ui/styles';
import { useToast } from '../ui/toast';
import { SeoSection } from './seo-fields';

export const PAGE_SEO_HREF = '/admin/seo';

const LOAD_FAILED = 'ページの SEO 設定を読み込めませんでした。ページを再読み込みしてください。';

const hasOwnValues = (settings: PageSeoSettings) => Boolean(settings.seoTitle || settings.seoDescription || settings.seoImage);

interface Row extends PageSeoSettings {
  id: RouteName;
}

/** The fixed pages of the site with the search title each shows, and whether staff set its values. */
export function PageSeoList() {
  const { data, loading, error } = useQuery(PAGE_SEO_SETTINGS, { fetchPolicy: 'cache-and-network' });
  const rows = (data?.pageSeoSettings ?? []).flatMap((settings): Row[] => {
    const name = seoPageByPath(settings.path);
    return name ? [{ ...settings, id: name }] : [];
  });
  return (
    <ListScreen
      section={PAGE_SEO_HREF}
      caption="SEO を設定できるページ"
      description="会社概要や料金などの固定ページについて、検索結果の見出し・説明文と、LINE・X で共有されたときの画像を設定できます。記事と店舗は、それぞれの編集画面で設定します。"
      items={rows}
      loading={loading && !data}
      error={error ? LOAD_FAILED : null}
      emptyMessage="SEO を設定できるページはありません。"
      rowHref={(row) => `${PAGE_SEO_HREF}/${row.id}`}
      searchText={(row) => `${routes[row.id].label} ${row.path}`}
      columns={[
        { key: 'page', label: 'ページ', value: (row) => routes[row.id].label },
        { key: 'path', label: 'URL', value: (row) => row.path, className: 'break-all' },
        { key: 'title', label: '検索結果の見出し', value: (row) => fixedPageSeo(row.id, row).title },
        { key: 'own', label: '設定', value: (row) => (hasOwnValues(row) ? '個別に設定' : '自動'), className: 'whitespace-nowrap' },
        { key: 'updatedAt', label: '更新日時', value: (row) => row.updatedAt, format: 'dateTime' },
      ]}
    />
  );
}

/** One fixed page's search values, with the result and the share card they make. */
export function PageSeoEdit({ page }: { page: string }) {
  const name = SEO_PAGE_NAMES.find((candidate) => candidate === page);
  const { data, error } = useQuery(PAGE_SEO_SETTINGS, { fetchPolicy: 'cache-and-network', skip: !name });
  if (!name) {
    return (
      <>
        <PageHeader title="見つかりません" backHref={PAGE_SEO_HREF} />
        <p>SEO を設定できるページではありません。</p>
      </>
    );
  }
  const settings = data?.pageSeoSettings.find((candidate) => candidate.path === routes[name].path);
  return (
    <>
      <PageHeader title={`ページのSEO設定：${routes[name].label}`} backHref={PAGE_SEO_HREF} />
      {settings ? (
        <PageSeoForm key={settings.updatedAt ?? 'none'} name={name} settings={settings} />
      ) : error ? (
        <p role="alert" className={errorBox}>
          {LOAD_FAILED}
        </p>
      ) : (
        <p role="status" className="text-slate-700">
          データを読み込んでいます…
        </p>
      )}
    </>
  );
}

type Values = z.input<typeof schema>;
const schema = z.object(seoFields);

function PageSeoForm({ name, settings }: { name: RouteName; settings: PageSeoSettings }) {
  const route = routes[name];
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { seoTitle: settings.seoTitle, seoDescription: settings.seoDescription, seoImage: settings.seoImage },
    mode: 'onBlur',
  });
  const [save, { loading: saving }] = useMutation(SET_PAGE_SEO);
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  useLeaveGuard(form.formState.isDirty);

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await save({
          variables: {
            path: route.path,
            seoTitle: values.seoTitle ?? null,
            seoDescription: values.seoDescription ?? null,
            seoImage: values.seoImage ?? null,
            // The saved values this form started from: a save over someone else's later one is refused.
            expectedUpdatedAt: settings.updatedAt,
          },
          // The screen then opens the form anew on what was saved (its key is the saved time).
          refetchQueries: [PAGE_SEO_SETTINGS],
          awaitRefetchQueries: true,
        });
        form.reset(values);
        toast('保存しました。');
      } catch (error) {
        const failure = toSaveError(error);
        const fields = Object.entries(failure.fieldErrors);
        for (const [field, message] of fields) form.setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: true });
        setFormError(
          failure.conflict
            ? 'ほかの人が先にこのページの設定を保存しました。ページを再読み込みして、最新の内容を確かめてから入力し直してください。'
            : fields.length
              ? '入力内容を確かめてください。'
              : failure.message,
        );
        toast('保存できませんでした。', 'error');
      }
    },
    () => setFormError('入力内容を確かめてください。'),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={`${route.label}の検索結果とシェアの表示`} className="space-y-6 [&_*]:scroll-mb-20">
      <p role="alert" className={formError ? errorBox : 'sr-only'}>
        {formError}
      </p>
      <SeoSection
        form={form}
        resolve={(values: SeoFieldValues) => fixedPageSeo(name, values)}
        intro={
          <>
            「{route.label}」（
            <a href={route.path} target="_blank" rel="noopener noreferrer" className={link}>
              {route.path}
              <span className="sr-only">（新しいタブで開きます）</span>
            </a>
            ）の、検索結果と共有されたときの表示です。空欄の項目は、サイトで決められたタイトルと説明文が使われます。
          </>
        }
      />
      <div role="group" aria-label="保存の操作" className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <button type="submit" className={button.primary} disabled={saving}>
          {saving ? '保存しています…' : '保存する'}
        </button>
      </div>
    </form>
  );
}
