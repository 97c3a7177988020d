import { Icon } from '@/components/ui/icon';
import type { EffectDetail } from '@/lib/site/top/effects';

interface EffectBlockProps {
  /** The effect's own heading, when its section explains more than one effect. */
  title?: string;
  text: string;
  detail: EffectDetail;
}

/** One effect on the /effect page: the dialog's text, how the training brings it, and who it suits. */
export function EffectBlock({ title, text, detail }: EffectBlockProps) {
  return (
    <div className="space-y-4">
      {title && <h3 className="border-b-2 border-brand-100 pb-2 text-lg font-bold sm:text-xl">{title}</h3>}
      <p className="font-medium">{text}</p>
      <p className="text-[15px] leading-loose text-brand-950/90">{detail.how}</p>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
        <p className="text-sm font-bold text-accent-700">こんな方におすすめ</p>
        <ul className="mt-2 space-y-1.5">
          {detail.forWhom.map((item) => (
            <li key={item} className="flex items-start gap-2.5 text-sm sm:text-[15px]">
              <Icon name="check" className="mt-1 size-4 shrink-0 text-accent-600" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
