import { trimSrcSet } from './image';

const candidates = (widths: number[]) => widths.map((width) => `/_next/image?url=%2Fa.webp&w=${width}&q=75 ${width}w`).join(', ');
const ALL = [96, 160, 256, 384, 640, 828, 1200, 1920];

describe('trimSrcSet', () => {
  it('stops at the first width that covers the largest pixel slot on a 2× screen', () => {
    expect(trimSrcSet(candidates(ALL), '(min-width: 1024px) 192px, (min-width: 640px) 160px, 80px')).toBe(candidates([96, 160, 256, 384]));
    expect(trimSrcSet(candidates(ALL), '80px')).toBe(candidates([96, 160]));
    expect(trimSrcSet(candidates(ALL), '144px')).toBe(candidates([96, 160, 256, 384]));
  });

  it('keeps every width when a slot follows the viewport', () => {
    for (const sizes of ['(min-width: 1152px) 368px, (min-width: 768px) 32vw, 92vw', '(min-width: 1024px) 992px, calc(100vw - 2rem)', '100vw']) {
      expect(trimSrcSet(candidates(ALL), sizes)).toBe(candidates(ALL));
    }
  });

  it('keeps every width when none covers the slot', () => {
    expect(trimSrcSet(candidates(ALL), '1200px')).toBe(candidates(ALL));
  });
});
