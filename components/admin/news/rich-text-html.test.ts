import { sanitizeArticleHtml } from '@/lib/core/content/sanitize';
import { LINK_TARGET, toEditorHtml, toStoredHtml } from './rich-text-html';

describe('paragraph text between the rich-text editor and the stored HTML', () => {
  test.each([
    ['plain text', 'こんにちは'],
    ['marks and a line break', 'これは<strong>太字</strong>と<em>斜体</em><br />次の行'],
    ['a link to a page of the site', '詳しくは<a href="/company">会社概要</a>へ'],
    ['an external link (target and rel added by the sanitizer)', '<a href="https://example.com" target="_blank" rel="noopener noreferrer">外部</a>'],
    ['a list between text', '前文<ul><li>一つ目</li><li>二つ目</li></ul>後文'],
  ])('%s survives the round trip unchanged, and the sanitizer leaves it as it is', (_, stored) => {
    const editor = toEditorHtml(stored);
    // What Tiptap gives back for that document: list items hold paragraphs.
    const fromEditor = editor.replace(/<li>([\s\S]*?)<\/li>/g, '<li><p>$1</p></li>').replaceAll('<br />', '<br>');
    const saved = toStoredHtml(fromEditor);
    expect(saved).toBe(stored);
    expect(sanitizeArticleHtml(saved)).toBe(saved);
  });

  test('paragraphs typed with Enter are stored as line breaks; empty ones at the ends go', () => {
    expect(toStoredHtml('<p></p><p>一行目</p><p>二行目</p><p></p>')).toBe('一行目<br />二行目');
    expect(toStoredHtml('<p></p>')).toBe('');
    expect(toStoredHtml('<p>A&nbsp;B\u00a0C</p>')).toBe('A B C');
    expect(toStoredHtml('<ol><li><p>一</p><p>続き</p></li></ol>')).toBe('<ol><li>一<br />続き</li></ol>');
  });

  test('whatever reaches it, only what the public sanitizer allows is stored', () => {
    expect(toStoredHtml('<p>a<script>alert(1)</script><img src="x" onerror="alert(2)"><span style="color:red" onclick="x()">b</span></p>')).toBe(
      'a<span>b</span>',
    );
    expect(toStoredHtml('<p><a href="javascript:alert(1)">x</a></p>')).toBe('<a>x</a>');
  });

  test('link targets follow the API rule', () => {
    for (const ok of ['/company', 'https://example.com', 'mailto:info@example.jp', 'tel:0312345678', '#top']) expect(LINK_TARGET.test(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example', '/\\evil', 'data:text/html,x', 'example.com']) expect(LINK_TARGET.test(bad)).toBe(false);
  });
});
