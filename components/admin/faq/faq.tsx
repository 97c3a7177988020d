'use client';

import Link from 'next/link';
import { useWatch } from 'react-hook-form';
import { DEFAULT_FAQ } from '@/lib/content/default-faq';
import type { Item } from '@/lib/model/entities';
import { useLiveCollection } from '../live';
import { StorePageLink, useListHref, useStoreIdFromUrl } from '../store-content/edit';
import { positionColumn, StoreContentList, storeColumn, usePagePositions } from '../store-content/store-content-list';
import { formatJapanDay } from '@/lib/time/japan';
import { StoreField } from '../store-content/store-field';
import { storeNameOf } from '../store-content/stores';
import { EditScreen } from '../ui/edit-screen';
import { EntityFormFrame, useEntityForm } from '../ui/entity-form';
import { TextAreaField } from '../ui/fields';
import { card } from '../ui/styles';

const LIST = '/admin/faq';
type Question = Item<'Question'>;

/** Where a question without a store shows: the contact page's FAQ. */
const CONTACT_PAGE = 'お問い合わせページ';

const excerpt = (text: string, length = 60) => (Array.from(text).length > length ? `${Array.from(text).slice(0, length).join('')}…` : text);

const linkClass = 'font-bold text-brand-700 underline underline-offset-2 hover:text-brand-900';

function WhereQuestionsShow() {
  return (
    <ul className="list-disc space-y-1 pl-5">
      <li>店舗を選んだ質問は、その店舗のページの「よくあるご質問」に表示されます。</li>
      <li>
        自分の質問が1件もない店舗のページには、標準の質問{DEFAULT_FAQ.length}問が表示されます。1件でも登録すると、その店舗では標準の質問の代わりに登録した質問だけが表示されます。
      </li>
      <li>
        店舗を選ばない質問は、
        <Link href="/contact#faq" className={linkClass} target="_blank" rel="noopener noreferrer">
          お問い合わせページ<span className="sr-only">（新しいタブで開きます）</span>
        </Link>
        の「よくあるご質問」に表示されます。
      </li>
      <li>どのページでも、登録した日の古い順に並びます。</li>
    </ul>
  );
}

export function QuestionList() {
  const { items } = useLiveCollection('Question');
  const positions = usePagePositions(items);
  return (
    <StoreContentList
      entity="Question"
      listHref={LIST}
      title="よくある質問"
      description={<WhereQuestionsShow />}
      addLabel="質問を追加"
      caption="よくある質問の一覧"
      emptyMessage="まだ質問がありません。「質問を追加」から登録してください。"
      initialSort={{ key: 'position', direction: 'asc' }}
      noStoreLabel={`${CONTACT_PAGE}（店舗なし）`}
      searchText={(question, stores) => `${question.question} ${question.answer} ${storeNameOf(stores, question.storeId)}`}
      columns={(stores) => {
        const store = storeColumn<Question>(stores, { noStoreLabel: CONTACT_PAGE });
        return [
          { key: 'question', label: '質問', render: (question) => question.question, sortValue: (question) => question.question },
          { ...store, label: '表示する場所' },
          positionColumn(positions, store),
          { key: 'answer', label: '回答', render: (question) => excerpt(question.answer) },
          { key: 'createdAt', label: '登録日', render: (question) => formatJapanDay(question.createdAt), sortValue: (question) => question.createdAt, className: 'whitespace-nowrap' },
        ];
      }}
    />
  );
}

function QuestionForm({ question }: { question: Question | null }) {
  const initialStore = useStoreIdFromUrl();
  const listHref = useListHref(LIST);
  const controller = useEntityForm({
    entity: 'Question',
    item: question,
    listHref,
    defaultValues: {
      question: question?.question ?? '',
      answer: question?.answer ?? '',
      storeId: question?.storeId ?? initialStore,
    },
  });
  const { form } = controller;
  const storeId = useWatch({ control: form.control, name: 'storeId' });
  return (
    <EntityFormFrame controller={controller} label="よくある質問の編集">
      <div className="rounded-md border border-brand-700 bg-brand-100/60 px-4 py-3 text-sm leading-relaxed text-slate-900">
        <WhereQuestionsShow />
      </div>
      <div className={`${card} space-y-5`}>
        <div className="space-y-2">
          <StoreField form={form} name="storeId" placeholder={`店舗なし（${CONTACT_PAGE}に表示）`} hint="質問を表示する店舗です。" />
          <StorePageLink storeId={storeId} />
        </div>
        <TextAreaField form={form} name="question" label="質問" required rows={2} />
        <TextAreaField form={form} name="answer" label="回答" required rows={6} />
      </div>
    </EntityFormFrame>
  );
}

export function QuestionEdit({ id }: { id: string }) {
  const listHref = useListHref(LIST);
  return (
    <EditScreen entity="Question" id={id} listHref={listHref} titles={{ create: '質問を追加', edit: (question) => `質問：${excerpt(question.question, 30)}` }}>
      {(question) => <QuestionForm question={question} />}
    </EditScreen>
  );
}
