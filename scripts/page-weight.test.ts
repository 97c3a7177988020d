import { htmlWeight, scriptsOf } from './page-weight';

describe('htmlWeight', () => {
  it('counts the gzip and Brotli bytes of the HTML, far fewer than the raw ones for repetitive markup', () => {
    const html = `<!doctype html><html><body>${'<div class="flex items-center gap-4">店舗</div>'.repeat(500)}</body></html>`;
    const weight = htmlWeight(html);
    expect(weight.gzipBytes).toBeLessThan(Buffer.byteLength(html) / 20);
    expect(weight.brotliBytes).toBeLessThan(weight.gzipBytes);
  });

  it('weighs a string and its UTF-8 bytes alike', () => {
    expect(htmlWeight(Buffer.from('<p>ようこそ</p>'))).toEqual(htmlWeight('<p>ようこそ</p>'));
  });
});

describe('scriptsOf', () => {
  it('finds script sources and script preloads as absolute URLs, unescaping &amp;, and skips nomodule polyfills', () => {
    const html =
      '<link rel="preload" as="script" href="/_next/static/chunks/a.js"/>' +
      '<script src="/_next/static/chunks/b.js?dpl=x&amp;v=1" async=""></script>' +
      '<link rel="stylesheet" href="/_next/static/css/c.css"/>' +
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>';
    expect([...scriptsOf(html, 'http://127.0.0.1:3000/store/x')]).toEqual([
      'http://127.0.0.1:3000/_next/static/chunks/a.js',
      'http://127.0.0.1:3000/_next/static/chunks/b.js?dpl=x&v=1',
    ]);
  });
});
