/**
 * The app block's phone carousel (spec sections 4 and 9): timing, the wrap-around and the slide
 * width for each window width. Pure, so the client component, its CSS and Jest share it.
 */

export const PHONE_CAROUSEL_INTERVAL_MS = 3000;
export const PHONE_CAROUSEL_SLIDES = 4;
/** The slide's sliding time; the jump back from the copy of the first slide happens after it. */
export const PHONE_CAROUSEL_TRANSITION_MS = 500;

export interface PhoneSlideWidth {
  /** The window widths (px) it applies to: from `min`, below `max`. */
  min: number;
  max: number | null;
  width: number;
}

/** Spec section 9: 300 px by default, 244 px for 1000–1099, 162 px for 768–999, 244 px below 768. */
export const PHONE_SLIDE_WIDTHS: readonly PhoneSlideWidth[] = [
  { min: 0, max: 768, width: 244 },
  { min: 768, max: 1000, width: 162 },
  { min: 1000, max: 1100, width: 244 },
  { min: 1100, max: null, width: 300 },
];

export function phoneSlideWidth(windowWidth: number): number {
  const entry = PHONE_SLIDE_WIDTHS.find(({ min, max }) => windowWidth >= min && (max === null || windowWidth < max));
  if (!entry) throw new RangeError(`No phone slide width for a window ${windowWidth} px wide`);
  return entry.width;
}

/** The widths as CSS for `selector`: a custom property --phone-width per media range. */
export function phoneSlideCss(selector: string): string {
  return PHONE_SLIDE_WIDTHS.map(({ min, max, width }) => {
    const conditions = [min > 0 ? `(min-width: ${min}px)` : null, max !== null ? `(max-width: ${max - 0.02}px)` : null].filter(Boolean);
    const rule = `${selector}{--phone-width:${width}px}`;
    return conditions.length > 0 ? `@media ${conditions.join(' and ')}{${rule}}` : rule;
  }).join('');
}

/**
 * The track shows the slides followed by a copy of the first. Moving on from the last slide
 * slides to the copy (`position` === count); once there, the track jumps back to 0 without a
 * transition, so the loop never runs backwards.
 */
export interface TrackState {
  position: number;
  animate: boolean;
}

export function advance(state: TrackState, count: number): TrackState {
  const from = state.position >= count ? 0 : state.position;
  return { position: from + 1, animate: true };
}

/** After a slide's transition: the copy of the first slide becomes the first slide itself. */
export function settle(state: TrackState, count: number): TrackState {
  return state.position >= count ? { position: 0, animate: false } : state;
}

/** The slide a visitor sees (0-based) at a track position. */
export const visibleSlide = (position: number, count: number): number => position % count;
