'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useId, useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { japanToday } from '@/lib/core/time/japan';
import type { Item } from '@/lib/core/model/entities';
import { publicationState } from '@/lib/core/model/publication';
import { categoryPath, type SectionName, SECTIONS } from '@/lib/core/routes';
import { articleSeo } from '@/lib/site/seo/snippet';
import { WithArticleHistory } from '../history/history-panel';
import { RequestFromBlocks } from '../review/review-panel';
import { ReviewScope, useReviewScope } from '../review/review-scope';
import { SeoSection } from '../seo/seo-fields';
import { useLiveCollection } from '../live';
import { EditScreen } from '../ui/edit-screen';
import { EntityFormFrame, useEntityForm } from '../ui/entity-form';
import { PublicationFields } from '../ui/publication';
import { errorOf, FieldShell, TextField } from '../ui/fields';
import { card, control } from '../ui/styles';
import { ArticlePreview } from './article-preview';
import { BlockEditor } from './block-editor';
import { PreviewLinkPanel } from './preview-link';
import { useDeleteWithAddress } from '../redirects/delete-with-address';
import { MAIN_CATEGORY_LABELS, NEWS_LIST, publicArticlePath } from './news-list';
import { type Block, useBlockList } from './use-block-list';

interface NewsValues {
  title: string;
  createdDate: string;
  categoryId: string;
  route: string;
  template: string | null;
  status: string;
  publishAt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImage: string | null;
}

type Category = Item<'Category'>;

const TRASH_MESSAGE = '記事と本文のブロックはゴミ箱に移り、公開サイトからはすぐに消えます。ゴミ箱から30日以内なら元に戻せます。';

export function NewsEdit({ id }: { id: string }) {
  return (
    <EditScreen entity="News" id={id} listHref={NEWS_LIST} titles={{ create: '記事を書く', edit: (news) => `記事の編集：${news.title}` }}>
      {(news) => (
        <WithArticleHistory news={news}>
          <ReviewScope entity="News" item={news}>
            <NewsEditor news={news} />
          </ReviewScope>
        </WithArticleHistory>
      )}
    </EditScreen>
  );
}

function NewsEditor({ news }: { news: Item<'News'> | null }) {
  const router = useRouter();
  const categories = useLiveCollection('Category').items;
  const deletion = useDeleteWithAddress();
  const controller = useEntityForm<'News', NewsValues>({
    entity: 'News',
    item: news,
    listHref: NEWS_LIST,
    defaultValues: {
      title: news?.title ?? '',
      createdDate: news?.createdDate ?? japanToday(),
      categoryId: news?.categoryId ?? '',
      route: news?.route ?? '',
      template: news?.template ?? null,
      // A new article starts as a draft: it is public only once an editor publishes it.
      status: news?.status ?? 'DRAFT',
      publishAt: news?.publishAt ?? null,
      seoTitle: news?.seoTitle ?? null,
      seoDescription: news?.seoDescription ?? null,
      seoImage: news?.seoImage ?? null,
    },
    toInput: (values) => {
      const category = categories.find((candidate) => candidate.id === values.categoryId);
      return { ...values, categorySlug: category?.slug ?? null, categoryName: category?.name ?? null };
    },
    deleteMessage: news ? TRASH_MESSAGE : undefined,
    removeWith: (item) =>
      deletion.ask({ entity: 'News', item, name: `記事「${item.title}」`, address: publicArticlePath(item, categories), message: TRASH_MESSAGE }),
    // A new article opens in its own edit screen, where its blocks can be added.
    onSaved: (saved) => (news ? undefined : router.replace(`${NEWS_LIST}/${saved.id}`)),
  });
  const { form } = controller;
  const [title = '', createdDate = '', categoryId = '', route = ''] = useWatch({ control: form.control, name: ['title', 'createdDate', 'categoryId', 'route'] });
  const category = categories.find((candidate) => candidate.id === categoryId) ?? null;
  const section = category && (category.mainCategory === 'news' || category.mainCategory === 'resources') ? (category.mainCategory as SectionName) : null;
  const previewCategory = category && section ? { name: category.name, href: categoryPath(section, category.slug) } : null;
  const plannedPath = category && route ? publicArticlePath({ categoryId, categorySlug: category.slug, route }, categories) : null;
  const savedPath = news ? publicArticlePath(news, categories) : null;

  const articleForm = (
    <EntityFormFrame controller={controller} label="記事の情報">
      {deletion.dialog}
      <div className={`${card} space-y-5`}>
        <TextField form={form} name="title" label="タイトル" required />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="createdDate" label="日付" type="date" required hint="記事に表示する日付です。一覧はこの日付の新しい順に並びます。" />
          <CategorySelect form={form} categories={categories} />
        </div>
        <TextField
          form={form}
          name="route"
          label="記事の URL"
          required
          hint={
            <>
              半角英小文字・数字・ハイフンで入力します（例: summer-campaign-2025）。ほかの記事と同じものは使えません。保存後に変えると、古い URL から新しい URL へ自動で転送されます。
              <br />
              公開ページの URL: <code className="break-all font-bold text-slate-900">{plannedPath ?? '（カテゴリーと URL を入力すると表示されます）'}</code>
            </>
          }
        />
        <TextField form={form} name="template" label="テンプレート（任意）" hint="現在の公開サイトでは使われていません。通常は空欄のままにします。" />
        <PublicationFields form={form} noun="記事" />
      </div>
      <SeoSection form={form} resolve={(values) => articleSeo({ title, path: plannedPath ?? SECTIONS[section ?? 'news'].path, ...values }, section ?? 'news')} />
    </EntityFormFrame>
  );

  const publishNote = news ? (
    savedPath && publicationState(news, new Date()) === 'published' ? (
      <p className="text-sm">
        <a href={savedPath} target="_blank" rel="noopener noreferrer" className="font-bold text-brand-700 underline underline-offset-2">
          公開ページを見る<span className="sr-only">（新しいタブで開きます）</span>
        </a>
      </p>
    ) : null
  ) : (
    <p className="rounded-lg border border-brand-700 bg-brand-100 px-4 py-3 text-sm leading-relaxed text-slate-900">
      新しい記事は<strong>下書き</strong>として作成されます。作成した後に本文の見出し・文章・画像などのブロックを追加し、「公開状態」を「公開する」にして保存すると公開されます。
    </p>
  );

  const head = { title, createdDate, category: previewCategory };
  if (!news) {
    return <EditorLayout main={<>{publishNote}{articleForm}</>} preview={<ArticlePreview {...head} blocks={[]} />} />;
  }
  return <ArticleWithBlocks news={news} head={head} publishNote={publishNote} articleForm={articleForm} />;
}

function ArticleWithBlocks({
  news,
  head,
  publishNote,
  articleForm,
}: {
  news: Item<'News'>;
  head: { title: string; createdDate: string; category: { name: string; href: string } | null };
  publishNote: ReactNode;
  articleForm: ReactNode;
}) {
  const list = useBlockList(news.id);
  const review = useReviewScope();
  const [draft, setDraft] = useState<Block | null>(null);
  const headingId = useId();
  const previewBlocks = draft
    ? [...list.blocks.filter((block) => block.id !== draft.id), draft].sort((a, b) => a.order - b.order)
    : list.blocks;
  return (
    <EditorLayout
      main={
        <>
          {publishNote}
          {articleForm}
          <section aria-labelledby={headingId} className={card}>
            <h2 id={headingId} className="mb-2 text-lg font-bold text-slate-900">
              本文のブロック
            </h2>
            <BlockEditor newsId={news.id} list={list} onDraft={setDraft} />
            <RequestFromBlocks review={review} />
          </section>
          <PreviewLinkPanel newsId={news.id} updatedAt={news.updatedAt} />
        </>
      }
      preview={<ArticlePreview {...head} blocks={previewBlocks} />}
    />
  );
}

/** The editor beside its preview on wide screens; the preview below it on tablets. */
function EditorLayout({ main, preview }: { main: ReactNode; preview: ReactNode }) {
  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:items-start">
      <div className="min-w-0 space-y-6">
        <a href="#preview" className="text-sm font-bold text-brand-700 underline underline-offset-2 xl:hidden">
          プレビューへ移動
        </a>
        {main}
      </div>
      <div className="min-w-0 xl:sticky xl:top-4 xl:max-h-[calc(100dvh-2rem)] xl:overflow-y-auto">{preview}</div>
    </div>
  );
}

function CategorySelect({ form, categories }: { form: UseFormReturn<NewsValues>; categories: readonly Category[] }) {
  const id = useId();
  const error = errorOf(form, 'categoryId');
  const groups = (Object.keys(MAIN_CATEGORY_LABELS) as SectionName[]).map((main) => ({
    main,
    items: categories.filter((category) => category.mainCategory === main).sort((a, b) => a.name.localeCompare(b.name, 'ja')),
  }));
  return (
    <FieldShell id={id} label="カテゴリー" required error={error} hint="「お知らせ」か「お役立ち情報」のどちらに載るかも決まります。">
      {(describedBy) => (
        // Controlled, so the saved category shows once the categories have loaded.
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <select
              id={id}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              aria-required
              className={control}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            >
              <option value="">選択してください</option>
              {groups.map(({ main, items }) =>
                items.length ? (
                  <optgroup key={main} label={MAIN_CATEGORY_LABELS[main]}>
                    {items.map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.name}
                      </option>
                    ))}
                  </optgroup>
                ) : null,
              )}
            </select>
          )}
        />
      )}
    </FieldShell>
  );
}
