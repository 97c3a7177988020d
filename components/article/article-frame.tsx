import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatNewsDate } from '@/lib/core/content/news-date';

interface ArticleFrameProps {
  createdDate: string;
  title: string;
  category: { name: string; href: string };
  /** The title's heading level: h1 on the public page; h2 where the page has its own h1 (the admin's preview). */
  headingLevel?: 'h1' | 'h2';
  children: ReactNode;
}

/** An article's column with its date, category and title, shared by the public page and the admin's preview. */
export function ArticleFrame({ createdDate, title, category, headingLevel = 'h1', children }: ArticleFrameProps) {
  const Heading = headingLevel;
  return (
    <article className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:pt-10">
      <header className="border-b-2 border-brand-900 pb-5">
        <p className="flex items-center gap-3 text-sm">
          <time dateTime={createdDate} className="tabular-nums text-brand-700">
            {formatNewsDate(createdDate)}
          </time>
          <Link href={category.href} className="rounded-sm bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-900 hover:underline">
            {category.name}
          </Link>
        </p>
        <Heading className="mt-3 text-2xl font-bold leading-snug sm:text-3xl">{title}</Heading>
      </header>
      {children}
    </article>
  );
}
