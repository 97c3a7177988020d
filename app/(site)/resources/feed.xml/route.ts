import { articleFeedResponse } from '@/lib/site/seo/feed-route';

/** The newest published articles of the section, as RSS 2.0 (lib/site/seo/feed.ts). */
export function GET(): Promise<Response> {
  return articleFeedResponse('resources', null);
}
