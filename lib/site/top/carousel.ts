/**
 * The rules of the top page's PICK UP CONTENTS carousel (spec sections 4 and 9): timing, the
 * transition lock of prev/next, and the slide width and gap for each window width. Pure, so the
 * client component and the server-rendered CSS share them and Jest can check them.
 */

export const PICKUP_AUTOPLAY_MS = 4000;
/** After a manual move, auto-advance waits this long before it starts again. */
export const PICKUP_RESUME_MS = 4000;
export const PICKUP_TRANSITION_MS = 500;

export interface SlideSize {
  /** The narrowest window width (px) the size applies to. */
  minWidth: number;
  width: string;
  gap: string;
}

/** Widest first; the last entry applies below 768 px. */
export const PICKUP_SLIDE_SIZES: readonly SlideSize[] = [
  { minWidth: 1440, width: '410px', gap: '60px' },
  { minWidth: 1270, width: '380px', gap: '30px' },
  { minWidth: 1000, width: '284px', gap: '24px' },
  { minWidth: 768, width: '26.2%', gap: '2%' },
  { minWidth: 0, width: '90%', gap: '10%' },
];

export function pickupSlideSize(windowWidth: number): SlideSize {
  const size = PICKUP_SLIDE_SIZES.find((candidate) => windowWidth >= candidate.minWidth);
  if (!size) throw new RangeError(`No slide size for a window ${windowWidth} px wide`);
  return size;
}

/**
 * The slide sizes as mobile-first CSS, so the server-rendered page already has the right
 * widths. The gap is a right margin, which Embla measures (also between the last and first
 * slide of the loop). Percentages are of the carousel's width. The track starts with its first
 * slide centred, where Embla (align: center) puts it, so nothing moves when Embla, loaded only
 * near the window, takes over (its inline transform then wins over this one).
 */
export function pickupSlideCss(slide: string, track: string): string {
  return [...PICKUP_SLIDE_SIZES]
    .reverse()
    .map(({ minWidth, width, gap }) => {
      const rules = `${slide}{width:${width};margin-right:${gap}}${track}{transform:translate3d(calc((100% - ${width}) / 2),0,0)}`;
      return minWidth === 0 ? `${slide}{flex:0 0 auto;min-width:0}${rules}` : `@media (min-width:${minWidth}px){${rules}}`;
    })
    .join('');
}

/** The `sizes` of a slide's picture: the slide width per breakpoint (a percentage of the window, as the carousel is full width). */
export function pickupImageSizes(): string {
  return PICKUP_SLIDE_SIZES.map(({ minWidth, width }) => {
    const size = width.endsWith('%') ? `${Math.ceil(Number.parseFloat(width))}vw` : width;
    return minWidth === 0 ? size : `(min-width: ${minWidth}px) ${size}`;
  }).join(', ');
}

/** How long until the next automatic move: the usual interval, or longer while a manual move holds it. */
export function autoplayDelay(now: number, lastManualMoveAt: number | null): number {
  const held = lastManualMoveAt === null ? 0 : Math.max(0, lastManualMoveAt + PICKUP_RESUME_MS - now);
  return held + PICKUP_AUTOPLAY_MS;
}

/** Lets prev/next through only when the previous move's transition has finished. */
export function createTransitionLock(durationMs: number = PICKUP_TRANSITION_MS) {
  let lastMoveAt = Number.NEGATIVE_INFINITY;
  return {
    /** Records a move that started at `now` (automatic, indicator, drag or button). */
    moved(now: number): void {
      lastMoveAt = now;
    },
    isLocked(now: number): boolean {
      return now - lastMoveAt < durationMs;
    },
  };
}
