import {
  adminContentSecurityPolicy,
  apiContentSecurityPolicy,
  CSP_HEADER,
  isHttpsRequest,
  makeNonce,
  PERMISSIONS_POLICY,
  publicContentSecurityPolicy,
  securityHeaderRules,
  STRICT_TRANSPORT_SECURITY,
} from './headers';

/** A policy as directive name → its values. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const paymentFormUrl = 'https://credit.j-payment.co.jp/link/creditcard';

describe('the public pages policy', () => {
  const policy = directives(publicContentSecurityPolicy({ paymentFormUrl, https: false, dev: false }));

  test('allows scripts from our origin and inline ones only, and no plugins, base or framing', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  test('lets forms post to us and to the card-payment provider origin only', () => {
    expect(policy.get('form-action')).toEqual(["'self'", 'https://credit.j-payment.co.jp']);
  });

  test('frames only the YouTube player and Google Maps', () => {
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://www.google.com', 'https://maps.google.com']);
  });

  test('upgrades mixed content over https only, and allows eval in next dev only', () => {
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(directives(publicContentSecurityPolicy({ paymentFormUrl, https: true, dev: false })).get('upgrade-insecure-requests')).toEqual([]);
    expect(directives(publicContentSecurityPolicy({ paymentFormUrl, https: false, dev: true })).get('script-src')).toContain("'unsafe-eval'");
  });
});

describe('the admin policy', () => {
  const policy = directives(adminContentSecurityPolicy({ nonce: 'abc123==', https: false, dev: false }));

  test("runs scripts by nonce and 'strict-dynamic', without 'unsafe-inline'", () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  test('posts forms to us only and frames the YouTube player of the article preview only', () => {
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toContain('blob:');
  });
});

test('the API policy renders and frames nothing', () => {
  expect(apiContentSecurityPolicy({ dev: false })).toBe("default-src 'none'; frame-ancestors 'none'");
});

test('nonces are 128 random bits in base64, a new one each time', () => {
  const nonces = new Set(Array.from({ length: 50 }, makeNonce));
  expect(nonces.size).toBe(50);
  for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
});

test('the permissions policy turns off sensors and devices and keeps what the YouTube player is delegated', () => {
  for (const feature of ['camera', 'microphone', 'payment', 'usb']) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
  // The store finder's 近くの店舗 asks for the position on our own pages; no frame may.
  expect(PERMISSIONS_POLICY).toContain('geolocation=(self)');
  expect(PERMISSIONS_POLICY).toContain('autoplay=(self "https://www.youtube-nocookie.com")');
  expect(PERMISSIONS_POLICY).toContain('encrypted-media=(self "https://www.youtube-nocookie.com")');
});

test('an https request is one a trusted proxy marked so', () => {
  expect(isHttpsRequest(new Headers({ 'x-forwarded-proto': 'https' }))).toBe(true);
  expect(isHttpsRequest(new Headers({ 'x-forwarded-proto': 'http' }))).toBe(false);
  expect(isHttpsRequest(new Headers())).toBe(false);
});

test('next.config rules: HSTS and the upgrading policy only for https requests, later rules overriding', () => {
  const rules = securityHeaderRules({ paymentFormUrl, dev: false });
  const hsts = rules.filter((rule) => rule.headers.some((header) => header.key === STRICT_TRANSPORT_SECURITY.key));
  expect(hsts).toHaveLength(1);
  expect(hsts[0]?.has).toEqual([{ type: 'header', key: 'x-forwarded-proto', value: 'https' }]);
  const pagePolicies = rules.filter((rule) => rule.headers.some((header) => header.key === CSP_HEADER && header.value.includes("'unsafe-inline'")));
  expect(pagePolicies.map((rule) => Boolean(rule.has))).toEqual([false, true]);
  expect(pagePolicies[1]?.headers[0]?.value).toContain('upgrade-insecure-requests');
});
