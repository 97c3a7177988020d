import { MAX_COUNTED } from '@/lib/core/search';

/*
 * The site search in the API (lib/core/search): what a visitor finds, for anyone, with the rules
 * of the public search page. Signed-in callers find the same: the admin's lists search their own
 * rows in the browser.
 */
export const SEARCH_SDL = /* GraphQL */ `
"What a result is: an article of お知らせ (NEWS) or お役立ち情報 (RESOURCES), a store (STORE) or a FAQ (QUESTION)."
enum SearchKind { NEWS RESOURCES STORE QUESTION }

"Where a word of the query occurs in a text: from start to end (not included), in UTF-16 code units as JavaScript's String.slice counts."
type SearchSpan {
  start: Int!
  end: Int!
}

type SearchResult {
  kind: SearchKind!
  "The article's, store's or FAQ's id."
  id: ID!
  title: String!
  "The path of the public page that shows it (a FAQ's ends in #faq)."
  path: String!
  "An article's date."
  date: AWSDate
  "The store a store's FAQ belongs to."
  storeName: String
  titleHighlights: [SearchSpan!]!
  "About 120 characters of the text around the first match."
  excerpt: String!
  excerptHighlights: [SearchSpan!]!
}

type SearchResultConnection {
  items: [SearchResult!]!
  nextToken: String
  "How many results the query has in all, counted up to ${MAX_COUNTED.toLocaleString('en')} (or to the end of the page asked for): see totalCapped."
  total: Int!
  "Whether more than total results match: the count stopped there."
  totalCapped: Boolean!
}

extend type Query {
  "Published articles, published stores and the FAQs a visitor sees that hold every word of q, best first (a title above a body). Full-width and half-width, hiragana and katakana, capitals and small letters are one. Up to 8 words of 200 characters; limit 1 to 50, 20 by default."
  search(q: String!, kinds: [SearchKind!], limit: Int, nextToken: String): SearchResultConnection!
}
`;
