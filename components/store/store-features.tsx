'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import { FLOW_HEADING, FLOW_STEPS, STORE_FEATURES } from '@/lib/site/store/copy';

/** What a visitor gets at the store, and the four steps from booking to joining. */
export function StoreFeatures() {
  return (
    <>
      <ul className="grid gap-5 md:grid-cols-3">
        {STORE_FEATURES.map((feature, index) => (
          <li key={feature.title} className="panel">
            <p aria-hidden="true" lang="en" className="text-xs font-black tracking-widest text-accent-700">
              POINT {String(index + 1).padStart(2, '0')}
            </p>
            <h3 className="mt-1 text-lg font-bold leading-snug text-brand-900">{feature.title}</h3>
            <p className="mt-3 text-[15px] leading-relaxed">{feature.text}</p>
          </li>
        ))}
      </ul>
      <h3 className="mt-14 text-center text-xl font-bold text-brand-900 sm:text-2xl">{FLOW_HEADING}</h3>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FLOW_STEPS.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl bg-white p-5 pt-6 shadow-sm ring-1 ring-brand-100">
            <p className="flex items-center gap-3">
              <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-900 font-black text-white">
                {index + 1}
              </span>
              <span className="text-lg font-bold text-brand-900">
                <span className="sr-only">ステップ{index + 1}：</span>
                {step.title}
              </span>
            </p>
            <p className="mt-3 text-[15px] leading-relaxed">{step.text}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
