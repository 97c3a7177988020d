import { useId } from 'react';

interface PatternBlock {
  id: string;
  title: string;
  text: string;
}

interface Pattern {
  title: string;
  summary: string;
  blocks: readonly PatternBlock[];
}

/**
 * The opening patterns: a list of links to every block, then each pattern with its three blocks.
 * The blocks carry the anchors other pages link to (pattern1-1 … pattern3-3).
 */
export function FranchisePatterns({ patterns }: { patterns: readonly Pattern[] }) {
  return (
    <>
      <nav aria-label="開業パターンの目次" className="rounded-2xl bg-brand-100/60 px-5 py-5 sm:px-6">
        <ol className="grid gap-4 md:grid-cols-3">
          {patterns.map((pattern, index) => (
            <li key={pattern.title}>
              <p className="font-bold">
                <span lang="en" className="mr-2 text-xs tracking-widest text-accent-700">
                  PATTERN {index + 1}
                </span>
                <span className="block">{pattern.title}</span>
              </p>
              <ul className="mt-1 flex flex-wrap gap-x-5 text-sm md:block">
                {pattern.blocks.map((block) => (
                  <li key={block.id}>
                    <a
                      href={`#${block.id}`}
                      className="inline-block py-1 text-brand-700 underline underline-offset-4 hover:text-accent-700"
                    >
                      {block.title}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </nav>
      {patterns.map((pattern, index) => (
        <PatternSection key={pattern.title} number={index + 1} pattern={pattern} />
      ))}
    </>
  );
}

function PatternSection({ number, pattern }: { number: number; pattern: Pattern }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10 rounded-2xl bg-white px-5 py-6 shadow-sm sm:px-8 sm:py-8">
      <p lang="en" aria-hidden="true" className="text-xs font-black tracking-[0.2em] text-accent-700">
        PATTERN {number}
      </p>
      <h3 id={headingId} className="mt-1 text-lg font-bold leading-snug sm:text-xl">
        {pattern.title}
      </h3>
      <p className="mt-3 leading-loose">{pattern.summary}</p>
      <div className="mt-6 grid gap-5 lg:grid-cols-3">
        {pattern.blocks.map((block) => (
          <section
            key={block.id}
            id={block.id}
            aria-labelledby={`${block.id}-heading`}
            className="scroll-mt-24 border-t-2 border-accent-500 pt-4"
          >
            <h4 id={`${block.id}-heading`} className="font-bold text-brand-900">
              {block.title}
            </h4>
            <p className="mt-2 text-sm leading-loose sm:text-base sm:leading-loose">{block.text}</p>
          </section>
        ))}
      </div>
    </section>
  );
}
