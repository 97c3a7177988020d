import { pageLinks, parsePageNumber } from './pagination';

const show = (current: number, total: number) =>
  pageLinks(current, total)
    .map((link) => (link.kind === 'page' ? String(link.page) : '…'))
    .join(' ');

describe('pageLinks', () => {
  test('shows every page up to 12 pages', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(3, 5)).toBe('1 2 3 4 5');
    expect(show(12, 12)).toBe('1 2 3 4 5 6 7 8 9 10 11 12');
  });

  test('beyond 12 pages: first, last and a window of 7 with gaps', () => {
    expect(show(1, 30)).toBe('1 2 3 4 5 6 7 8 … 30');
    expect(show(5, 30)).toBe('1 2 3 4 5 6 7 8 … 30');
    expect(show(15, 30)).toBe('1 … 12 13 14 15 16 17 18 … 30');
    expect(show(27, 30)).toBe('1 … 23 24 25 26 27 28 29 30');
    expect(show(30, 30)).toBe('1 … 23 24 25 26 27 28 29 30');
    expect(show(7, 13)).toBe('1 … 4 5 6 7 8 9 10 … 13');
  });

  test('the current page is always shown, and each page at most once', () => {
    for (const total of [13, 20, 30, 1000]) {
      for (let current = 1; current <= total; current += 1) {
        const pages = pageLinks(current, total).flatMap((link) => (link.kind === 'page' ? [link.page] : []));
        expect(pages).toContain(current);
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
      }
    }
  });
});

describe('parsePageNumber', () => {
  test('reads a plain whole number from 1 up to nine digits', () => {
    expect(parsePageNumber('1')).toBe(1);
    expect(parsePageNumber('2')).toBe(2);
    expect(parsePageNumber('40')).toBe(40);
    expect(parsePageNumber('999999999')).toBe(999_999_999);
  });

  test.each(['', '0', '02', '-1', '+2', '1e3', '2.0', ' 2', '2 ', '0x10', 'two', '２', '1000000000'])('refuses %p', (value) => {
    expect(parsePageNumber(value)).toBeNull();
  });
});
