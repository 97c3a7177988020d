import { readFileSync } from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { getSchema } from './schema';

test('graphql/schema.graphql is the schema the server serves (run `npm run schema:print` after changing an entity)', () => {
  const file = readFileSync(path.join(__dirname, 'schema.graphql'), 'utf8');
  expect(file).toContain(printSchema(getSchema()));
});
