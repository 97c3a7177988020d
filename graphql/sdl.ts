import { columnsOf, type EntityName, entityNames, type FieldDef, fieldsOf, plural } from '@/lib/core/model/entities';

/*
 * The API contract, in the shape of the AWS AppSync API the site used to call, so an existing
 * client keeps working: getX, listX(filter, limit, nextToken) → { items, nextToken },
 * createX/updateX/deleteX(input, condition), onCreateX/onUpdateX/onDeleteX(filter), plus the
 * store actions of the spec. It is generated from the entity descriptions so the nine
 * entities cannot drift apart; `npm run schema:print` writes it to graphql/schema.graphql.
 * Fields with a format (dates, timestamps) have AppSync's scalars, declared in aws-scalars.ts, and
 * are filtered with ModelStringInput as in AppSync.
 */

export { plural };

const outputType: Record<FieldDef['type'], string> = {
  String: 'String',
  ID: 'ID',
  Int: 'Int',
  Float: 'Float',
  Boolean: 'Boolean',
  StringList: '[String]',
};

const filterInput: Record<FieldDef['type'], string> = {
  String: 'ModelStringInput',
  ID: 'ModelIDInput',
  Int: 'ModelIntInput',
  Float: 'ModelFloatInput',
  Boolean: 'ModelBooleanInput',
  StringList: 'ModelStringInput',
};

const subscriptionInput: Record<FieldDef['type'], string> = {
  String: 'ModelSubscriptionStringInput',
  ID: 'ModelSubscriptionIDInput',
  Int: 'ModelSubscriptionIntInput',
  Float: 'ModelSubscriptionFloatInput',
  Boolean: 'ModelSubscriptionBooleanInput',
  StringList: 'ModelSubscriptionStringInput',
};

/** The field's type in objects and create/update inputs: AppSync's scalar when the field has a format. */
function scalarOf(def: FieldDef): string {
  return def.format ?? outputType[def.type];
}

function lines(fields: Record<string, FieldDef>, render: (name: string, def: FieldDef) => string): string {
  return Object.entries(fields)
    .map(([name, def]) => `  ${render(name, def)}`)
    .join('\n');
}

const SHARED = /* GraphQL */ `
enum ModelAttributeTypes { binary binarySet bool list map number numberSet string stringSet _null }

input ModelSizeInput { ne: Int eq: Int le: Int lt: Int ge: Int gt: Int between: [Int] }

input ModelStringInput {
  ne: String eq: String le: String lt: String ge: String gt: String
  contains: String notContains: String between: [String] beginsWith: String
  attributeExists: Boolean attributeType: ModelAttributeTypes size: ModelSizeInput
}
input ModelIDInput {
  ne: ID eq: ID le: ID lt: ID ge: ID gt: ID
  contains: ID notContains: ID between: [ID] beginsWith: ID
  attributeExists: Boolean attributeType: ModelAttributeTypes size: ModelSizeInput
}
input ModelIntInput {
  ne: Int eq: Int le: Int lt: Int ge: Int gt: Int between: [Int]
  attributeExists: Boolean attributeType: ModelAttributeTypes
}
input ModelFloatInput {
  ne: Float eq: Float le: Float lt: Float ge: Float gt: Float between: [Float]
  attributeExists: Boolean attributeType: ModelAttributeTypes
}
input ModelBooleanInput { ne: Boolean eq: Boolean attributeExists: Boolean attributeType: ModelAttributeTypes }

input ModelSubscriptionStringInput {
  ne: String eq: String le: String lt: String ge: String gt: String
  contains: String notContains: String between: [String] beginsWith: String in: [String] notIn: [String]
}
input ModelSubscriptionIDInput {
  ne: ID eq: ID le: ID lt: ID ge: ID gt: ID
  contains: ID notContains: ID between: [ID] beginsWith: ID in: [ID] notIn: [ID]
}
input ModelSubscriptionIntInput { ne: Int eq: Int le: Int lt: Int ge: Int gt: Int between: [Int] in: [Int] notIn: [Int] }
input ModelSubscriptionFloatInput {
  ne: Float eq: Float le: Float lt: Float ge: Float gt: Float between: [Float] in: [Float] notIn: [Float]
}
input ModelSubscriptionBooleanInput { ne: Boolean eq: Boolean }

"The signed-in admin."
type AdminUser {
  id: ID!
  email: String!
  name: String
  "owner, editor or staff"
  role: String
  "The stores of a store-staff account."
  storeIds: [ID!]
}
`;

function entitySdl(entity: EntityName): string {
  const columns = columnsOf(entity);
  const fields = fieldsOf(entity);
  const required = (def: FieldDef) => (def.required ? '!' : '');
  const optionalOnCreate = (name: string, def: FieldDef) =>
    def.default !== undefined || ['categorySlug', 'categoryName', 'storeName', 'storeLink'].includes(name) ? '' : required(def);
  return /* GraphQL */ `
type ${entity} {
${lines(columns, (name, def) => `${name}: ${scalarOf(def)}${required(def)}`)}
}

type Model${entity}Connection { items: [${entity}]! nextToken: String }

input Create${entity}Input {
  id: ID
${lines(fields, (name, def) => `${name}: ${scalarOf(def)}${optionalOnCreate(name, def)}`)}
}

input Update${entity}Input {
  id: ID!
${lines(fields, (name, def) => `${name}: ${scalarOf(def)}`)}
}

input Delete${entity}Input { id: ID! }

input Model${entity}ConditionInput {
${lines(fields, (name, def) => `${name}: ${filterInput[def.type]}`)}
  createdAt: ModelStringInput
  updatedAt: ModelStringInput
  and: [Model${entity}ConditionInput]
  or: [Model${entity}ConditionInput]
  not: Model${entity}ConditionInput
}

input Model${entity}FilterInput {
${lines(columns, (name, def) => `${name}: ${filterInput[def.type]}`)}
  and: [Model${entity}FilterInput]
  or: [Model${entity}FilterInput]
  not: Model${entity}FilterInput
}

input ModelSubscription${entity}FilterInput {
${lines(columns, (name, def) => `${name}: ${subscriptionInput[def.type]}`)}
  and: [ModelSubscription${entity}FilterInput]
  or: [ModelSubscription${entity}FilterInput]
}
`;
}

function rootSdl(): string {
  const query = entityNames
    .map(
      (entity) => `  get${entity}(id: ID!): ${entity}
  list${plural(entity)}(filter: Model${entity}FilterInput, limit: Int, nextToken: String): Model${entity}Connection`,
    )
    .join('\n');
  const mutation = entityNames
    .map((entity) =>
      (['create', 'update', 'delete'] as const)
        .map((verb) => {
          const input = `${verb[0]?.toUpperCase()}${verb.slice(1)}${entity}Input`;
          return `  ${verb}${entity}(input: ${input}!, condition: Model${entity}ConditionInput): ${entity}`;
        })
        .join('\n'),
    )
    .join('\n');
  const subscription = entityNames
    .map((entity) =>
      (['Create', 'Update', 'Delete'] as const)
        .map((verb) => `  on${verb}${entity}(filter: ModelSubscription${entity}FilterInput): ${entity}`)
        .join('\n'),
    )
    .join('\n');
  return /* GraphQL */ `
type Query {
${query}
  "The spec's store actions: news by route (the first is used), contents of a news article in order, a store by its link slug, and a store's reviews, trainers (oldest first) and questions."
  newsByRoute(route: String!): [News!]!
  newsContentsByNewsId(newsId: ID!): [NewsContent!]!
  storeByLink(link: String!): Store
  reviewsByStoreId(storeId: ID!): [Review!]!
  trainersByStoreId(storeId: ID!): [Trainer!]!
  questionsByStoreId(storeId: ID!): [Question!]!
  "One page of a section's articles (mainCategory news or resources, optionally one category), newest createdDate first."
  newsPage(mainCategory: String!, categorySlug: String, page: Int, perPage: Int): NewsPage!
  "The signed-in admin, or null."
  me: AdminUser
}

type NewsPage {
  items: [News!]!
  total: Int!
  page: Int!
  perPage: Int!
  pageCount: Int!
}

type Mutation {
${mutation}
}

type Subscription {
${subscription}
}
`;
}

export function buildSdl(): string {
  return [SHARED, ...entityNames.map(entitySdl), rootSdl()].join('\n').trim() + '\n';
}
