import { checkPreview, PREVIEW_LIFE_MS, readPreviewClaims, signPreview } from './token';

const SECRET = 'a-secret-of-at-least-16-characters';
const newsId = '0190f5c2-7d3a-7c4e-9b1a-2f6d8e4c1a00';
const updatedAt = '2026-11-23T10:00:00.000Z';
const now = Date.parse('2026-11-23T12:00:00.000Z');
const claims = { newsId, expiresAt: now + PREVIEW_LIFE_MS };

describe('preview tokens', () => {
  const token = signPreview(SECRET, claims, updatedAt);

  test('a token names its article and expiry and is valid until then', () => {
    expect(readPreviewClaims(token)).toEqual(claims);
    expect(checkPreview(SECRET, token, updatedAt, now)).toBe('valid');
    expect(checkPreview(SECRET, token, updatedAt, claims.expiresAt - 1)).toBe('valid');
    expect(checkPreview(SECRET, token, updatedAt, claims.expiresAt)).toBe('expired');
  });

  test('saving the article (a new updatedAt) ends the link', () => {
    expect(checkPreview(SECRET, token, '2026-11-23T11:00:00.000Z', now)).toBe('invalid');
  });

  test('a longer life, another article, another secret or a changed signature is refused', () => {
    const [, , sig] = token.split('.');
    expect(checkPreview(SECRET, `${newsId}.${claims.expiresAt + PREVIEW_LIFE_MS}.${sig}`, updatedAt, now)).toBe('invalid');
    expect(checkPreview(SECRET, `0190f5c2-7d3a-7c4e-9b1a-2f6d8e4c1a01.${claims.expiresAt}.${sig}`, updatedAt, now)).toBe('invalid');
    expect(checkPreview('another-secret-of-16-characters', token, updatedAt, now)).toBe('invalid');
    expect(checkPreview(SECRET, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, updatedAt, now)).toBe('invalid');
  });

  test('malformed tokens are refused without throwing', () => {
    for (const bad of ['', 'x', `${newsId}.abc.${'a'.repeat(43)}`, `${newsId}.1`, `${token}.extra`, `../${token}`]) {
      expect(readPreviewClaims(bad)).toBeNull();
      expect(checkPreview(SECRET, bad, updatedAt, now)).toBe('invalid');
    }
  });
});
