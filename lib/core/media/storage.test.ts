import path from 'node:path';
import { mediaRoot, resolveMediaFile } from './storage';

const id = '01890a5d-ac96-774b-bcce-b302099a8057';

describe('resolveMediaFile', () => {
  test('finds the variants and the original of an image inside the media folder', () => {
    expect(resolveMediaFile([id, '1280.webp'])).toEqual({ file: path.join(mediaRoot(), id, '1280.webp'), contentType: 'image/webp' });
    expect(resolveMediaFile([id, '640.webp'])?.contentType).toBe('image/webp');
    expect(resolveMediaFile([id, 'original.jpg'])?.contentType).toBe('image/jpeg');
  });

  test.each([
    [['..', '..', 'oz.sqlite']],
    [[id, '..', '..', 'auth-secret']],
    [['..', 'auth-secret']],
    [[id, '../../auth-secret']],
    [[`${id}/..`, '1280.webp']],
    [[id, '..%2F..%2Fauth-secret']],
    [['/etc', 'passwd']],
    [[id, '/etc/passwd']],
    [[id, '1280.webp', 'x']],
    [[id]],
    [[]],
    [[id, '320.webp']],
    [[id, 'original.svg']],
    [[id, 'toString']],
    [[id, '__proto__']],
    [[id.toUpperCase(), '1280.webp']],
    [['not-an-id', '1280.webp']],
  ])('refuses %j', (segments) => {
    expect(resolveMediaFile(segments)).toBeNull();
  });
});
