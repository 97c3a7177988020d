import { trial } from '@/lib/core/facts';
import { CHECKLIST } from '@/lib/site/pages/flow';

/** The trial's rules (lib/core/facts.ts) and what to bring (the trial page's checklist), shown before a booking is confirmed. */
export function TrialRules() {
  return (
    <section aria-labelledby="trial-rules-heading" className="rounded-lg bg-brand-100/60 p-4 sm:p-6">
      <h3 id="trial-rules-heading" className="text-lg font-bold">
        体験当日のお願い
      </h3>
      <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed">
        <li>ご予約時間の{trial.arriveEarlyMinutes}分前までにご来店ください。</li>
        <li>
          <strong className="font-bold text-red-800">{trial.lateCancelMinutes}分以上遅れた場合、体験トレーニングはキャンセルとさせていただきます。</strong>
        </li>
        <li>
          体験はカウンセリングを含めて{trial.minMinutes}〜{trial.maxMinutes}分ほどです。
        </li>
      </ul>
      <h4 className="mt-5 font-bold">{CHECKLIST.title}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-6 leading-relaxed">
        {CHECKLIST.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm leading-relaxed text-brand-700">{CHECKLIST.note}</p>
    </section>
  );
}
