'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import { Image } from '@/components/ui/image';
import type { TrainerCard } from '@/lib/core/content/stores';

/** The store's trainers, oldest first: portrait, name, experience and a message. */
export function StoreTrainers({ trainers }: { trainers: readonly TrainerCard[] }) {
  return (
    <ul className={`mx-auto grid gap-5 sm:grid-cols-2 ${trainers.length % 3 === 0 ? 'lg:grid-cols-3' : 'max-w-4xl'}`}>
      {trainers.map((trainer) => (
        <li key={trainer.id} className="flex flex-col rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-brand-100 sm:p-6">
          {trainer.image && (
            <Image
              src={trainer.image}
              alt={`トレーナー ${trainer.name}`}
              width={400}
              height={400}
              sizes="144px"
              className="mx-auto size-32 rounded-full bg-brand-100 object-cover sm:size-36"
            />
          )}
          <h3 className="mt-4 text-lg font-bold text-brand-900">{trainer.name}</h3>
          {trainer.trainerExp && <p className="mt-1 text-sm font-medium text-accent-800">{trainer.trainerExp}</p>}
          {trainer.comment && <p className="mt-3 text-left text-[15px] leading-relaxed">{trainer.comment}</p>}
        </li>
      ))}
    </ul>
  );
}
