import {
  autoplayDelay,
  createTransitionLock,
  PICKUP_AUTOPLAY_MS,
  pickupImageSizes,
  pickupSlideCss,
  pickupSlideSize,
} from './carousel';

describe('pickupSlideSize', () => {
  it.each([
    [1920, '410px', '60px'],
    [1440, '410px', '60px'],
    [1439, '380px', '30px'],
    [1270, '380px', '30px'],
    [1269, '284px', '24px'],
    [1000, '284px', '24px'],
    [999, '26.2%', '2%'],
    [768, '26.2%', '2%'],
    [767, '90%', '10%'],
    [320, '90%', '10%'],
  ])('a window %i px wide gets slides %s wide with a %s gap', (windowWidth, width, gap) => {
    expect(pickupSlideSize(windowWidth)).toMatchObject({ width, gap });
  });
});

describe('pickupSlideCss', () => {
  it('starts with the phone size and overrides it at each breakpoint, widest last', () => {
    const css = pickupSlideCss('.slide', '.track');
    expect(css.startsWith('.slide{flex:0 0 auto;min-width:0}.slide{width:90%;margin-right:10%}')).toBe(true);
    const breakpoints = [...css.matchAll(/@media \(min-width:(\d+)px\)\{\.slide\{width:([^;]+);margin-right:([^}]+)\}/g)].map(
      ([, min, width, gap]) => [Number(min), width, gap],
    );
    expect(breakpoints).toEqual([
      [768, '26.2%', '2%'],
      [1000, '284px', '24px'],
      [1270, '380px', '30px'],
      [1440, '410px', '60px'],
    ]);
  });

  it('starts the track with its first slide centred, as Embla aligns it, at every breakpoint', () => {
    const css = pickupSlideCss('.slide', '.track');
    const offsets = [...css.matchAll(/\.track\{transform:translate3d\(calc\(\(100% - ([^)]+)\) \/ 2\),0,0\)\}/g)].map(([, width]) => width);
    expect(offsets).toEqual(['90%', '26.2%', '284px', '380px', '410px']);
  });
});

describe('pickupImageSizes', () => {
  it('names the slide width at each breakpoint, widest first, percentages as viewport widths', () => {
    expect(pickupImageSizes()).toBe('(min-width: 1440px) 410px, (min-width: 1270px) 380px, (min-width: 1000px) 284px, (min-width: 768px) 27vw, 90vw');
  });
});

describe('autoplayDelay', () => {
  it('is the 4 s interval when nobody has moved the carousel', () => {
    expect(autoplayDelay(10_000, null)).toBe(PICKUP_AUTOPLAY_MS);
  });

  it('holds for 4 s after a manual move, then runs the interval again', () => {
    expect(autoplayDelay(10_000, 10_000)).toBe(8000);
    expect(autoplayDelay(12_500, 10_000)).toBe(5500);
    expect(autoplayDelay(14_000, 10_000)).toBe(4000);
    expect(autoplayDelay(30_000, 10_000)).toBe(4000);
  });
});

describe('createTransitionLock', () => {
  it('is open before any move', () => {
    expect(createTransitionLock(500).isLocked(0)).toBe(false);
  });

  it('stays locked for the 0.5 s transition after a move', () => {
    const lock = createTransitionLock(500);
    lock.moved(1000);
    expect(lock.isLocked(1000)).toBe(true);
    expect(lock.isLocked(1499)).toBe(true);
    expect(lock.isLocked(1500)).toBe(false);
  });

  it('counts from the latest move', () => {
    const lock = createTransitionLock(500);
    lock.moved(1000);
    lock.moved(1400);
    expect(lock.isLocked(1800)).toBe(true);
    expect(lock.isLocked(1900)).toBe(false);
  });
});
