/*
 * Redirects of old addresses (lib/core/redirects/): what an address answers once the article,
 * list or store that lived there moved or was deleted. Owners and editors only. Merged with the
 * entity schema in schema.ts.
 */
export const REDIRECT_SDL = /* GraphQL */ `
"auto: recorded when an article's, a category's or a store's address changed; manual: added by staff; deleted: the address of a deleted article or store."
enum RedirectKind { auto manual deleted }

"The records whose delete may choose what their address answers."
enum RedirectedEntity { News Store }

"An old address of the site and what it answers: a 308 to toPath, or 410 Gone when toPath is null."
type Redirect {
  id: ID!
  "A path of this site, percent-encoded (/news/campaign/spring-sale)."
  fromPath: String!
  "A path of this site, with an optional #fragment; null: 410 Gone."
  toPath: String
  kind: RedirectKind!
  note: String
  "The name (else e-mail) of the account whose change or entry recorded it."
  createdBy: String
  createdAt: AWSDateTime!
  updatedAt: AWSDateTime!
}

"""
A redirect as staff enter it. Paths start with one /, hold no // and no scheme or host, are at
most 500 characters and are no /admin or /api path; toPath null (or empty) answers 410 Gone.
"""
input RedirectInput {
  fromPath: String!
  toPath: String
  note: String
}

extend type Query {
  "Every redirect, the latest change first."
  listRedirects: [Redirect!]!
}

extend type Mutation {
  "Adds a redirect; refused for an address that is a page now, and for one that would lead back to itself."
  createRedirect(input: RedirectInput!): Redirect!
  "Changes a redirect's addresses or note."
  updateRedirect(id: ID!, input: RedirectInput!): Redirect!
  "Removes a redirect: the address answers as the site's pages do (404 unless a page is there)."
  deleteRedirect(id: ID!): Redirect!
  """
  Deletes an article or a store as deleteNews / deleteStore do (into the trash) and, in the same
  transaction, sets what its address answers: 410 Gone when toPath is null, else a 308 to toPath.
  Answers the redirect of its address.
  """
  deleteWithRedirect(entity: RedirectedEntity!, id: ID!, toPath: String): Redirect!
}
`;
