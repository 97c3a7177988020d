interface Dated {
  createdAt: string;
}

/** Trainers as the store page lists them: the one who joined the page first comes first. */
export function oldestFirst<T extends Dated>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}
