import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateStatements } from '@aws-amplify/graphql-generator';
import { parse, printSchema, validate } from 'graphql';
import { amplifySdl } from './amplify-sdl';
import { getSchema } from './schema';

const read = (name: string) => readFileSync(path.join(__dirname, name), 'utf8');

test('graphql/schema.graphql is the schema the server serves (run `npm run schema:print` after changing an entity)', () => {
  expect(read('schema.graphql')).toContain(printSchema(getSchema()));
});

test('graphql/schema.amplify.graphql is the same schema as AppSync exports it (run `npm run schema:print`)', () => {
  expect(read('schema.amplify.graphql')).toContain(amplifySdl(getSchema()));
});

test("Amplify's generator reads schema.amplify.graphql (not schema.graphql), and every statement it writes is valid against the served schema", () => {
  expect(() => generateStatements({ schema: read('schema.graphql'), target: 'graphql' })).toThrow(/only one type named "AWSDate"/);
  const files = generateStatements({ schema: read('schema.amplify.graphql'), target: 'graphql' });
  expect(Object.keys(files).sort()).toEqual(['mutations.graphql', 'queries.graphql', 'subscriptions.graphql']);
  for (const [name, text] of Object.entries(files)) {
    const document = parse(text);
    expect({ name, operations: document.definitions.length > 10, errors: validate(getSchema(), document).map((error) => error.message) }).toEqual({ name, operations: true, errors: [] });
  }
});
