import { safeCallbackPath } from './messages';

const origin = 'http://127.0.0.1:3000';

describe('safeCallbackPath: where the browser goes after signing in', () => {
  test('a path of the admin is kept, with its query and fragment', () => {
    expect(safeCallbackPath('/admin', origin)).toBe('/admin');
    expect(safeCallbackPath('/admin/news/new?draft=1#blocks', origin)).toBe('/admin/news/new?draft=1#blocks');
    expect(safeCallbackPath(`${origin}/admin/areas`, origin)).toBe('/admin/areas');
  });

  test('what a browser would read as another host lands on /admin: the attacker’s variants', () => {
    for (const attack of [
      '/.//evil.example/phish',
      '/..//evil.example/phish',
      `${origin}//evil.example/phish`,
      '//evil.example/phish',
      '/\\evil.example/phish',
      '\\\\evil.example/phish',
      '/admin/..//evil.example/phish',
      '/admin/../..//evil.example',
      'https://evil.example/admin',
      'javascript:alert(1)',
      ' //evil.example',
      '/%2F%2Fevil.example',
    ]) {
      expect([attack, safeCallbackPath(attack, origin)]).toEqual([attack, '/admin']);
    }
  });

  test('only the admin’s own paths: any other page of the site lands on /admin', () => {
    expect(safeCallbackPath('/contact', origin)).toBe('/admin');
    expect(safeCallbackPath('/administrator', origin)).toBe('/admin');
    expect(safeCallbackPath('/login?callbackUrl=/admin', origin)).toBe('/admin');
    expect(safeCallbackPath(null, origin)).toBe('/admin');
    expect(safeCallbackPath('', origin)).toBe('/admin');
  });
});
