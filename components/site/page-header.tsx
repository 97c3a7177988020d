interface PageHeaderProps {
  /** The English heading, shown large (NEWS, RECRUIT, STORE…). */
  en: string;
  /** The Japanese title under it (お知らせ, 採用情報, the store's name…). */
  ja: string;
  /**
   * The Japanese title is the page's h1, unless the page has its own (an article's title):
   * then the banner only names the section.
   */
  heading?: boolean;
}

/** The banner at the top of every page but the top page: English heading, Japanese title. */
export function PageHeader({ en, ja, heading = true }: PageHeaderProps) {
  const Title = heading ? 'h1' : 'p';
  return (
    <div className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-y-0 right-0 w-1/2 bg-[linear-gradient(115deg,transparent_0_30%,rgb(255_255_255/0.06)_30%_55%,transparent_55%_61%,rgb(232_121_26/0.75)_61%_62.5%,transparent_62.5%)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <p lang="en" className="text-3xl font-black tracking-[0.12em] break-words sm:text-5xl">
          {en}
        </p>
        <Title className="mt-3 flex items-center gap-3 text-base font-bold sm:text-lg">
          <span aria-hidden="true" className="h-0.5 w-8 shrink-0 bg-accent-500" />
          <span>{ja}</span>
        </Title>
      </div>
    </div>
  );
}
