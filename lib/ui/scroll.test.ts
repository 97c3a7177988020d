import {
  DEFAULT_SCROLL,
  easeInOutCubic,
  interpolate,
  parseHash,
  progressAt,
  readScrollSettings,
  samePageHashTarget,
  scrollTopFor,
} from '@/lib/ui/scroll';

describe('easing and progress', () => {
  it('starts at 0, ends at 1, is symmetric and never overshoots', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5);
    expect(easeInOutCubic(0.25)).toBeCloseTo(1 - easeInOutCubic(0.75));
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
    let previous = 0;
    for (let step = 1; step <= 20; step += 1) {
      const value = easeInOutCubic(step / 20);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it('measures progress against the duration and jumps when there is none', () => {
    expect(progressAt(0, 500)).toBe(0);
    expect(progressAt(250, 500)).toBe(0.5);
    expect(progressAt(900, 500)).toBe(1);
    expect(progressAt(-5, 500)).toBe(0);
    expect(progressAt(0, 0)).toBe(1);
    expect(interpolate(1000, 200, 0.25)).toBe(800);
  });
});

describe('scrollTopFor', () => {
  const page = { headerHeight: 64, maxScrollTop: 5000 };

  it('puts the target right below the sticky header with offset 0', () => {
    expect(scrollTopFor({ ...page, elementTop: 1200, offset: 0 })).toBe(1136);
  });

  it('leaves the offset above the target when it is taller than the header', () => {
    expect(scrollTopFor({ ...page, elementTop: 1200, offset: 250 })).toBe(950);
    expect(scrollTopFor({ ...page, elementTop: 1200, offset: 150, headerHeight: 108 })).toBe(1050);
  });

  it('never lets the header cover the target, whatever the offset', () => {
    expect(scrollTopFor({ ...page, elementTop: 1200, offset: 20 })).toBe(1136);
    expect(scrollTopFor({ ...page, elementTop: 1200, offset: -100 })).toBe(1136);
  });

  it('stays within what the page can scroll', () => {
    expect(scrollTopFor({ ...page, elementTop: 30, offset: 0 })).toBe(0);
    expect(scrollTopFor({ ...page, elementTop: 9000, offset: 0 })).toBe(5000);
    expect(scrollTopFor({ elementTop: 500, offset: 0, headerHeight: 0, maxScrollTop: -20 })).toBe(0);
  });
});

describe('parseHash', () => {
  it('returns the id without the sign, decoded', () => {
    expect(parseHash('#shop')).toBe('shop');
    expect(parseHash('merit-1')).toBe('merit-1');
    expect(parseHash('#%E5%BA%97%E8%88%97')).toBe('店舗');
  });

  it('returns null for an empty hash and keeps a malformed escape as it is', () => {
    expect(parseHash('')).toBeNull();
    expect(parseHash('#')).toBeNull();
    expect(parseHash('#100%')).toBe('100%');
  });
});

describe('samePageHashTarget', () => {
  const here = 'https://oz.example/contact';

  it('finds the target of a hash link to the current page, trailing slash or not', () => {
    expect(samePageHashTarget('#faq', here)).toBe('faq');
    expect(samePageHashTarget('/contact#faq', here)).toBe('faq');
    expect(samePageHashTarget('/contact/#contact', here)).toBe('contact');
    expect(samePageHashTarget('https://oz.example/contact#faq', `${here}#contact`)).toBe('faq');
    expect(samePageHashTarget('/#shop', 'https://oz.example/')).toBe('shop');
  });

  it('leaves links to another page, another query or another site to navigate', () => {
    expect(samePageHashTarget('/#shop', here)).toBeNull();
    expect(samePageHashTarget('/contact?from=top#faq', here)).toBeNull();
    expect(samePageHashTarget('https://other.example/contact#faq', here)).toBeNull();
    expect(samePageHashTarget('/contact/information#faq', here)).toBeNull();
  });

  it('leaves links without a hash alone', () => {
    expect(samePageHashTarget('/contact', here)).toBeNull();
    expect(samePageHashTarget('/contact#', here)).toBeNull();
  });
});

describe('readScrollSettings', () => {
  it('uses the defaults of the spec (500 ms, offset 0) when the target sets nothing', () => {
    expect(DEFAULT_SCROLL).toEqual({ offset: 0, duration: 500 });
    expect(readScrollSettings({})).toEqual(DEFAULT_SCROLL);
    expect(readScrollSettings({ offset: null, duration: null })).toEqual(DEFAULT_SCROLL);
  });

  it("reads the target's offset and duration", () => {
    expect(readScrollSettings({ offset: '250', duration: '500' })).toEqual({ offset: 250, duration: 500 });
    expect(readScrollSettings({ offset: '150', duration: '800' })).toEqual({ offset: 150, duration: 800 });
    expect(readScrollSettings({ duration: '800' })).toEqual({ offset: 0, duration: 800 });
  });

  it('ignores values that are not numbers and negative durations', () => {
    expect(readScrollSettings({ offset: 'abc', duration: '-5' })).toEqual(DEFAULT_SCROLL);
    expect(readScrollSettings({ offset: ' ', duration: '' }, { offset: 10, duration: 800 })).toEqual({
      offset: 10,
      duration: 800,
    });
  });
});
