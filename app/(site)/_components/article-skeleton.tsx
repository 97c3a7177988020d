import { PageHeader } from '@/components/site/page-header';
import { type SectionName, SECTIONS } from '@/lib/routes';

/*
 * What shows while a list or an article waits on its data: the section banner at once, grey
 * bars where the title and the text will be. Screen readers hear that the page is loading.
 */

const BAR = 'rounded bg-brand-100 motion-safe:animate-pulse';

export function ArticleSkeleton({ section }: { section: SectionName }) {
  const { en, ja } = SECTIONS[section];
  return (
    <>
      <PageHeader en={en} ja={ja} heading={false} />
      <div role="status" aria-label="記事を読み込んでいます" className="mx-auto max-w-3xl px-4 pt-16 pb-16 sm:pt-20">
        <div className="border-b-2 border-brand-100 pb-5">
          <div className={`h-4 w-40 ${BAR}`} />
          <div className={`mt-4 h-8 w-11/12 ${BAR}`} />
          <div className={`mt-2 h-8 w-2/3 ${BAR}`} />
        </div>
        <div className="mt-8 space-y-3">
          <div className={`aspect-video w-full ${BAR}`} />
          {['w-full', 'w-full', 'w-10/12', 'w-full', 'w-7/12'].map((width, index) => (
            <div key={index} className={`h-4 ${width} ${BAR}`} />
          ))}
        </div>
      </div>
    </>
  );
}

export function ArticleListSkeleton({ section }: { section: SectionName }) {
  const { en, ja } = SECTIONS[section];
  return (
    <>
      <PageHeader en={en} ja={ja} heading={false} />
      <div role="status" aria-label="記事の一覧を読み込んでいます" className="mx-auto max-w-6xl px-4 pt-16 pb-16 sm:pt-20">
        <div className="max-w-4xl">
          <div className={`h-4 w-full ${BAR}`} />
          <div className="mt-8 flex flex-wrap gap-2">
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className={`h-11 w-24 rounded-full ${BAR}`} />
            ))}
          </div>
          <div className={`mt-10 h-7 w-48 ${BAR}`} />
          <div className="mt-4 divide-y divide-brand-100 border-y border-brand-100">
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <div key={index} className="flex flex-col gap-2 py-5 sm:flex-row sm:gap-6 sm:px-3">
                <div className={`h-4 w-40 shrink-0 ${BAR}`} />
                <div className={`h-4 w-full ${BAR}`} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
