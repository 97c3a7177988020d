import { blockSummary, convertBlock, convertibleTags, missingFields, normalizeBlock, orderAfterLast, orderAt, reorder, youtubeId } from './blocks';

const blocks = (...orders: number[]) => orders.map((order, index) => ({ id: `b${index}`, order }));

describe('reorder', () => {
  it('puts a block moved down between its new neighbours', () => {
    expect(reorder(blocks(1, 2, 3, 4), 0, 2)).toEqual([{ id: 'b0', order: 3.5 }]);
  });

  it('puts a block moved up between its new neighbours', () => {
    expect(reorder(blocks(1, 2, 3, 4), 3, 1)).toEqual([{ id: 'b3', order: 1.5 }]);
  });

  it('moves a block to the ends past the first and last', () => {
    expect(reorder(blocks(1, 2, 3), 2, 0)).toEqual([{ id: 'b2', order: 0 }]);
    expect(reorder(blocks(1, 2, 3.5), 0, 2)).toEqual([{ id: 'b0', order: 4 }]);
  });

  it('renumbers 1..n when the neighbours leave no room', () => {
    expect(reorder(blocks(1, 1, 1), 2, 1)).toEqual([
      { id: 'b2', order: 2 },
      { id: 'b1', order: 3 },
    ]);
  });

  it('changes nothing for a move to the same place or out of range', () => {
    expect(reorder(blocks(1, 2), 1, 1)).toEqual([]);
    expect(reorder(blocks(1, 2), 1, 2)).toEqual([]);
  });
});

describe('orderAfterLast', () => {
  it('is 1 for the first block and the next whole number after the highest', () => {
    expect(orderAfterLast([])).toBe(1);
    expect(orderAfterLast(blocks(1, 2.5, 0.5))).toBe(3);
  });
});

describe('youtubeId', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=x', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://example.com/watch?v=dQw4w9WgXcQ', null],
    ['not a video', null],
    ['', null],
  ])('reads %s as %s', (value, id) => {
    expect(youtubeId(value)).toBe(id);
  });
});

describe('normalizeBlock', () => {
  const base = { newsId: 'n', order: 1, text: 't', class: ['bold'], src: 's', alt: 'a', href: '/x', width: 50, ratio: '4/3' };

  it('keeps only the fields a tag uses', () => {
    expect(normalizeBlock({ ...base, tag: 'h2' })).toEqual({
      newsId: 'n',
      tag: 'h2',
      order: 1,
      text: 't',
      class: ['bold'],
      src: null,
      alt: null,
      href: null,
      width: null,
      ratio: null,
    });
  });

  it('turns any YouTube address into the embed address the public page plays', () => {
    expect(normalizeBlock({ ...base, tag: 'youtube', src: 'https://youtu.be/dQw4w9WgXcQ' }).src).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
  });
});

describe('missingFields', () => {
  it('asks an image for its picture and alt text', () => {
    expect(missingFields({ newsId: 'n', order: 1, tag: 'img', src: '', alt: ' ' }).map((issue) => issue.field)).toEqual(['src', 'alt']);
  });

  it('asks a button for its text and link', () => {
    expect(missingFields({ newsId: 'n', order: 1, tag: 'button', text: 'OK', href: '' }).map((issue) => issue.field)).toEqual(['href']);
  });

  it('accepts a complete block', () => {
    expect(missingFields({ newsId: 'n', order: 1, tag: 'youtube', src: 'dQw4w9WgXcQ' })).toEqual([]);
  });
});

describe('blockSummary', () => {
  it('reads paragraph HTML as text, without scripts', () => {
    expect(blockSummary({ tag: 'p', text: '12月は<strong>休業</strong>です。<br>よろしく<script>x()</script>' })).toBe('12月は休業です。 よろしく');
  });

  it('names a picture by its alt text', () => {
    expect(blockSummary({ tag: 'img', src: '/a.webp', alt: '店内' })).toBe('店内');
  });
});

describe('inserting, duplicating and changing blocks', () => {
  const blocks = [
    { id: 'a', order: 1 },
    { id: 'b', order: 2 },
    { id: 'c', order: 5 },
  ];

  test('a block inserted at a position gets an order between its neighbours', () => {
    expect(orderAt(blocks, 0)).toBe(0);
    expect(orderAt(blocks, 1)).toBe(1.5);
    expect(orderAt(blocks, 2)).toBe(3.5);
    expect(orderAt(blocks, 3)).toBe(6);
    expect(orderAt([], 0)).toBe(1);
  });

  test('headings and paragraphs change into each other, links into buttons; nothing else', () => {
    expect(convertibleTags('h2')).toEqual(['h3', 'h4', 'p']);
    expect(convertibleTags('p')).toEqual(['h2', 'h3', 'h4']);
    expect(convertibleTags('a')).toEqual(['button']);
    expect(convertibleTags('img')).toEqual([]);
    expect(convertBlock({ tag: 'img', text: null }, 'p')).toBeNull();
  });

  test('the content carries over: a heading into a paragraph escaped, a paragraph into a heading as plain text', () => {
    expect(convertBlock({ tag: 'h2', text: 'A & B <tips>' }, 'h3')).toEqual({ tag: 'h3', text: 'A & B <tips>', losesFormatting: false });
    expect(convertBlock({ tag: 'h2', text: 'A & B <tips>' }, 'p')).toEqual({ tag: 'p', text: 'A &amp; B &lt;tips&gt;', losesFormatting: false });
    expect(convertBlock({ tag: 'p', text: '一行目<br />二行目 &amp; 続き' }, 'h2')).toEqual({ tag: 'h2', text: '一行目 二行目 & 続き', losesFormatting: false });
    expect(convertBlock({ tag: 'p', text: 'とても<strong>大事</strong>' }, 'h3')).toEqual({ tag: 'h3', text: 'とても大事', losesFormatting: true });
    expect(convertBlock({ tag: 'a', text: '詳しく' }, 'button')).toEqual({ tag: 'button', text: '詳しく', losesFormatting: false });
  });
});
