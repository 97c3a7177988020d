/**
 * The portraits committed under public/images (drawn by `npm run images`): the trial page's member
 * reviews show them, and the demo seed gives them to its trainers and reviews.
 */

export const PORTRAIT_VARIANTS = 8;

const twoDigits = (n: number) => String(n).padStart(2, '0');
const variant = (n: number) => twoDigits(((n - 1) % PORTRAIT_VARIANTS) + 1);

export const trainerImage = (n: number) => `/images/trainers/trainer-${variant(n)}.webp`;
export const reviewImage = (n: number) => `/images/reviews/review-${variant(n)}.webp`;
