import { useId } from 'react';

interface LegalArticle {
  title: string;
  items: readonly string[];
}

/** Numbered articles of a set of terms: 第1条（title） with its numbered clauses. */
export function LegalArticles({ articles }: { articles: readonly LegalArticle[] }) {
  return (
    <div className="space-y-10 sm:space-y-12">
      {articles.map((article, index) => (
        <LegalArticleBlock key={article.title} number={index + 1} article={article} />
      ))}
    </div>
  );
}

function LegalArticleBlock({ number, article }: { number: number; article: LegalArticle }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="border-b border-brand-100 pb-2 text-lg font-bold leading-snug sm:text-xl">
        第{number}条（{article.title}）
      </h2>
      {article.items.length === 1 ? (
        <p className="mt-4 leading-loose">{article.items[0]}</p>
      ) : (
        <ol className="mt-4 space-y-2 leading-loose">
          {article.items.map((item, index) => (
            <li key={item} className="flex gap-3">
              <span aria-hidden="true" className="shrink-0 font-bold text-brand-700">
                {index + 1}.
              </span>
              <span>{item}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
