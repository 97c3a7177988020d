import { Image } from '@/components/ui/image';

export interface ReviewCardProps {
  title: string;
  name: string;
  tag: string;
  text: string;
  image: string;
  alt: string;
}

/** A member's review: portrait, goal tag, title, name with age group and the review itself. */
export function ReviewCard({ title, name, tag, text, image, alt }: ReviewCardProps) {
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-7">
      <div className="flex items-center gap-4">
        <Image src={image} alt={alt} width={400} height={400} sizes="80px" className="size-20 shrink-0 rounded-full object-cover ring-4 ring-brand-100" />
        <div className="min-w-0">
          <p className="inline-block rounded-full bg-accent-500/15 px-3 py-0.5 text-xs font-bold text-accent-800">{tag}</p>
          <p className="mt-1.5 text-sm font-bold text-brand-700">{name}</p>
        </div>
      </div>
      <h3 className="mt-4 text-lg leading-snug font-bold">{title}</h3>
      <p className="mt-3 text-sm leading-loose sm:text-[15px]">{text}</p>
    </article>
  );
}
