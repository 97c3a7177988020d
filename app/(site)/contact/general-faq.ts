import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { unstable_cache } from 'next/cache';
import { collectPages, runOperation } from '@/graphql/execute';
import type { Item } from '@/lib/model/entities';
import { tags } from '@/lib/model/tags';

type QuestionItem = Pick<Item<'Question'>, 'id' | 'question' | 'answer' | 'createdAt'>;
type QuestionPage = { listQuestions: { items: (QuestionItem | null)[]; nextToken: string | null } };

// The questions that belong to no store: the chain's general FAQ.
const GeneralQuestionsQuery = parse(`
  query GeneralQuestions($nextToken: String) {
    listQuestions(filter: { storeId: { attributeExists: false } }, limit: 2000, nextToken: $nextToken) {
      items { id question answer createdAt }
      nextToken
    }
  }`) as TypedDocumentNode<QuestionPage, { nextToken: string | null }>;

/** The contact page's FAQ, oldest first (the order they were written in). */
export const getGeneralQuestions = unstable_cache(
  async (): Promise<QuestionItem[]> => {
    const items = await collectPages<QuestionItem | null>((nextToken) =>
      runOperation(GeneralQuestionsQuery, { nextToken }).then((data) => data.listQuestions),
    );
    return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  },
  ['general-questions'],
  { tags: [tags.entity('Question')] },
);
