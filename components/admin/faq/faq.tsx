'use client';

import Link from 'next/link';
import { DEFAULT_FAQ } from '@/lib/core/content/default-faq';
import type { Item } from '@/lib/core/model/entities';
import { StoreChoice, useListHref, useStoreContentForm } from '../store-content/edit';
import { pageOrderColumns, registeredColumn, StoreContentList } from '../store-content/store-content-list';
import { storeNameOf } from '../store-content/stores';
import { EditScreen } from '../ui/edit-screen';
import { EntityFormFrame } from '../ui/entity-form';
import { TextAreaField } from '../ui/fields';
import { card, link } from '../ui/styles';

const LIST = '/admin/faq';
type Question = Item<'Question'>;

/** Where a question without a store shows: the contact page's FAQ. */
const CONTACT_PAGE = 'お問い合わせページ';

const excerpt = (text: string, length = 60) => (Array.from(text).length > length ? `${Array.from(text).slice(0, length).join('')}…` : text);

function WhereQuestionsShow() {
  return (
    <ul className="list-disc space-y-1 pl-5">
      <li>店舗を選んだ質問は、その店舗のページの「よくあるご質問」に表示されます。</li>
      <li>
        自分の質問が1件もない店舗のページには、標準の質問{DEFAULT_FAQ.length}問が表示されます。1件でも登録すると、その店舗では標準の質問の代わりに登録した質問だけが表示されます。
      </li>
      <li>
        店舗を選ばない質問は、
        <Link href="/contact#faq" className={link} target="_blank" rel="noopener noreferrer">
          お問い合わせページ<span className="sr-only">（新しいタブで開きます）</span>
        </Link>
        の「よくあるご質問」に表示されます。
      </li>
      <li>どのページでも、登録した日の古い順に並びます。</li>
    </ul>
  );
}

export function QuestionList() {
  return (
    <StoreContentList
      entity="Question"
      section={LIST}
      description={<WhereQuestionsShow />}
      addLabel="質問を追加"
      emptyMessage="まだ質問がありません。「質問を追加」から登録してください。"
      noStoreLabel={`${CONTACT_PAGE}（店舗なし）`}
      searchText={(question, stores) => `${question.question} ${question.answer} ${storeNameOf(stores, question.storeId)}`}
      columns={(context) => [
        { key: 'question', label: '質問', value: (question) => question.question },
        ...pageOrderColumns<Question>(context, { storeLabel: '表示する場所', noStoreLabel: CONTACT_PAGE }),
        { key: 'answer', label: '回答', render: (question) => excerpt(question.answer) },
        registeredColumn<Question>(),
      ]}
    />
  );
}

function QuestionForm({ question }: { question: Question | null }) {
  const controller = useStoreContentForm(LIST, 'Question', question, { question: question?.question ?? '', answer: question?.answer ?? '' });
  const { form } = controller;
  return (
    <EntityFormFrame controller={controller} label="よくある質問の編集">
      <div className="rounded-md border border-brand-700 bg-brand-100/60 px-4 py-3 text-sm leading-relaxed text-slate-900">
        <WhereQuestionsShow />
      </div>
      <div className={`${card} space-y-5`}>
        <StoreChoice form={form} name="storeId" placeholder={`店舗なし（${CONTACT_PAGE}に表示）`} hint="質問を表示する店舗です。" />
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
