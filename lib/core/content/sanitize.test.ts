import { plainText, sanitizeArticleHtml } from './sanitize';

describe('sanitizeArticleHtml', () => {
  test('keeps the inline formatting and links an article uses', () => {
    const html = '<strong>12月31日</strong>は休業です。<br><a href="/contact/#contact">お問い合わせ</a>、<em>詳しく</em>';
    expect(sanitizeArticleHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  test('removes scripts, styles and iframes with their content', () => {
    expect(sanitizeArticleHtml('前<script>alert(1)</script>後')).toBe('前後');
    expect(sanitizeArticleHtml('<style>body{display:none}</style>本文')).toBe('本文');
    expect(sanitizeArticleHtml('<iframe src="https://evil.example"></iframe>本文')).toBe('本文');
  });

  test('drops event handlers, inline styles and unknown attributes', () => {
    expect(sanitizeArticleHtml('<strong onclick="steal()" style="color:red" class="x">強調</strong>')).toBe('<strong>強調</strong>');
    expect(sanitizeArticleHtml('<img src=x onerror="alert(1)">画像')).toBe('画像');
  });

  test('refuses javascript: and data: links, also disguised', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java&#x09;script:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', '//evil.example/']) {
      const result = sanitizeArticleHtml(`<a href="${href}">リンク</a>`);
      expect(result).toBe('<a>リンク</a>');
    }
  });

  test('external links open in a new tab without access to the opener', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com" target="_top">外部</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">外部</a>',
    );
    expect(sanitizeArticleHtml('<a href="tel:0312345678">電話</a>')).toBe('<a href="tel:0312345678">電話</a>');
  });
});

describe('plainText', () => {
  test('strips every tag and collapses white space', () => {
    expect(plainText('<strong>主食＋たんぱく質</strong>\n<br> の <script>x</script>基本')).toBe('主食＋たんぱく質 の 基本');
    expect(plainText('12月31日<br>休業&amp;点検 &lt;b&gt;')).toBe('12月31日 休業&点検 <b>');
  });
});
