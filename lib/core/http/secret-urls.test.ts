import { randomBytes } from 'node:crypto';
import { linkTo } from '@/lib/core/auth/account';
import { PREVIEW_LIFE_MS, signPreview } from '@/lib/core/preview/token';
import { maskSecretUrls, SECRET_QUERY_PARAMETERS } from './secret-urls';

/* Bearer secrets in addresses, with the real shapes of the site's links, as every log writes them. */

const previewToken = signPreview('a-secret-of-at-least-16-characters', { newsId: '0190f5c2-7d3a-7c4e-9b1a-2f6d8e4c1a00', expiresAt: Date.now() + PREVIEW_LIFE_MS }, '2026-11-23T10:00:00.000Z');
const accountToken = randomBytes(32).toString('base64url');

test('a preview link is written with its token masked', () => {
  expect(maskSecretUrls(`/preview/${previewToken}`)).toBe('/preview/[masked]');
  expect(maskSecretUrls(`https://oz-gym.example/preview/${previewToken}?_rsc=1x2`)).toBe('https://oz-gym.example/preview/[masked]');
});

test('the account links are written with their token masked, and nothing of the address after it', () => {
  for (const path of ['/login/reset', '/login/invite', '/login/confirm-email', '/api/account/confirm-email']) {
    const link = linkTo(path, accountToken, 'https://oz-gym.example');
    expect(maskSecretUrls(link)).toBe(`https://oz-gym.example${path}?token=[masked]`);
  }
  expect(maskSecretUrls(`/login/reset?from=mail&token=${accountToken}&token=${accountToken}`)).toBe('/login/reset?from=mail&token=[masked]');
  for (const name of SECRET_QUERY_PARAMETERS) expect(maskSecretUrls(`/x?${name}=${accountToken}`)).toBe(`/x?${name}=[masked]`);
});

test('a link inside another address (percent-encoded) and inside text is masked too', () => {
  const inside = encodeURIComponent(`/login/reset?token=${accountToken}`);
  expect(maskSecretUrls(`/login?callbackUrl=${inside}`)).toBe('/login?callbackUrl=%2Flogin%2Freset%3Ftoken%3D[masked]');
  expect(maskSecretUrls(`/login?callbackUrl=${encodeURIComponent(`/preview/${previewToken}`)}`)).toBe('/login?callbackUrl=%2Fpreview%2F[masked]');
  const text = `Error: render of "/preview/${previewToken}" failed; see GET /login/invite?token=${accountToken} (twice)`;
  expect(maskSecretUrls(text)).toBe('Error: render of "/preview/[masked]" failed; see GET /login/invite?token=[masked] (twice)');
});

test('addresses without a secret are left as they are', () => {
  for (const address of ['/news/information/open?page=2', '/login?callbackUrl=%2Fadmin', '/contact?store=shinjuku', '/api/postal?zipcode=1040061', '/tokens?tokenize=1']) {
    expect(maskSecretUrls(address)).toBe(address);
  }
});

test('the booking links are written with their token masked', () => {
  const token = `0190f5c2-7d3a-7c4e-9b1a-2f6d8e4c1a00.cancel.${'A'.repeat(43)}`;
  for (const purpose of ['cancel', 'move']) {
    expect(maskSecretUrls(`GET /booking/${purpose}?token=${token} 200`)).toBe(`GET /booking/${purpose}?token=[masked] 200`);
  }
});
