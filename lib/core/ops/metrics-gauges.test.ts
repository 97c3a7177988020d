import { metrics, registerGauge } from './metrics';

/*
 * A gauge of a number a higher layer owns (graphql/stream-limits.ts registers the open event
 * streams): registered by its owner, read at each scrape, one gauge however many copies of the
 * owner register it.
 */

async function scraped(name: string): Promise<string[]> {
  const text = await metrics().registry.metrics();
  return text.split('\n').filter((line) => line.startsWith(`${name} `));
}

test('a registered gauge is read at each scrape; registering it again replaces its reader, not the gauge', async () => {
  let open = 3;
  registerGauge('oz_test_things_open', 'Things open', () => open);
  expect(await scraped('oz_test_things_open')).toEqual(['oz_test_things_open 3']);
  open = 4;
  expect(await scraped('oz_test_things_open')).toEqual(['oz_test_things_open 4']);
  registerGauge('oz_test_things_open', 'Things open', async () => 7);
  expect(await scraped('oz_test_things_open')).toEqual(['oz_test_things_open 7']);
});

test('a reader that fails leaves its gauge NaN and the scrape answers', async () => {
  registerGauge('oz_test_unknowable', 'Cannot be known', () => {
    throw new Error('gone');
  });
  registerGauge('oz_test_unknowable_later', 'Cannot be known later', () => Promise.reject(new Error('gone')));
  expect(await scraped('oz_test_unknowable')).toEqual(['oz_test_unknowable Nan']);
  expect(await scraped('oz_test_unknowable_later')).toEqual(['oz_test_unknowable_later Nan']);
});

test('the open event streams are the API’s gauge, registered when its stream limits load', async () => {
  expect(metrics().registry.getSingleMetric('oz_sse_streams_open')).toBeUndefined();
  await import('@/graphql/stream-limits');
  expect(await scraped('oz_sse_streams_open')).toEqual(['oz_sse_streams_open 0']);
});
