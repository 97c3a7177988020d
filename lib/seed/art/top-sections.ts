/** Artwork of the top page's effect, tile and other section images, rendered by `npm run images`. */
export interface SectionArtwork {
  /** Path under public/, e.g. /images/top/tile-flow.webp. */
  file: string;
  svg: () => string;
  size: { width: number; height: number };
}

export const topSectionArtworks: SectionArtwork[] = [];
