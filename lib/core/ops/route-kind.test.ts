import { routeKind } from './route-kind';

/* The label metrics and the access log group a request by. */

test('the RSS feeds are pages like the lists they follow; other .xml files of public/ are static', () => {
  expect(routeKind('/news/feed.xml')).toBe('page');
  expect(routeKind('/resources/training/feed.xml?utm_source=reader')).toBe('page');
  expect(routeKind('/sitemap.xml')).toBe('page');
  expect(routeKind('/news/campaign/extra/feed.xml')).toBe('static');
  expect(routeKind('/images/feed.xml')).toBe('static');
  expect(routeKind('/news/campaign')).toBe('page');
});
