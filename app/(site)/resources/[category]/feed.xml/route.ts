import { staticParams } from '@/app/(site)/_components/static-params';
import { articleFeedResponse, categoryFeedParams } from '@/lib/site/seo/feed-route';

export const generateStaticParams = async () => staticParams(await categoryFeedParams('resources'), ['category']);

/** The newest published articles of one category, as RSS 2.0 (lib/site/seo/feed.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ category: string }> }): Promise<Response> {
  return articleFeedResponse('resources', (await params).category);
}
