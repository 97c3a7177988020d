/**
 * The security headers of every response, written once. next.config.ts sends fixed values with
 * every page, so prerendered pages stay static; middleware.ts sends the admin's and the login's
 * per-request policy. No imports: the middleware bundle (edge runtime) uses this module too.
 */

type Directives = Record<string, readonly string[]>;

/** The YouTube player the top page and the articles' YouTube blocks load after a click. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The store pages' Google Maps embeds: the admin's hint asks for www.google.com/maps/embed
 * addresses, the demo stores use maps.google.com, which redirects there.
 */
export const MAP_EMBED_ORIGINS = ['https://www.google.com', 'https://maps.google.com'] as const;

/** Our server drops X-Forwarded-Proto unless a trusted proxy sent it (scripts/server.ts). */
export const HTTPS_REQUEST = { type: 'header', key: 'x-forwarded-proto', value: 'https' } as const;

export const CSP_HEADER = 'Content-Security-Policy';

export const STRICT_TRANSPORT_SECURITY = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };

const quote = (origin: string) => `"${origin}"`;

/**
 * Powerful features nobody on the site uses are off for us and every frame; the YouTube player
 * keeps what its iframe's `allow` attribute delegates, the map keeps full screen. Geolocation is
 * ours alone (the top page's 近くの店舗, asked on a button press), never a frame's.
 */
const PERMISSIONS: Record<string, readonly string[]> = {
  accelerometer: [],
  autoplay: ['self', quote(YOUTUBE_EMBED_ORIGIN)],
  camera: [],
  'display-capture': [],
  'encrypted-media': ['self', quote(YOUTUBE_EMBED_ORIGIN)],
  fullscreen: ['self', quote(YOUTUBE_EMBED_ORIGIN), ...MAP_EMBED_ORIGINS.map(quote)],
  geolocation: ['self'],
  gyroscope: [],
  hid: [],
  'idle-detection': [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  'picture-in-picture': ['self', quote(YOUTUBE_EMBED_ORIGIN)],
  'publickey-credentials-get': [],
  'screen-wake-lock': [],
  serial: [],
  usb: [],
  'xr-spatial-tracking': [],
};

export const PERMISSIONS_POLICY = Object.entries(PERMISSIONS)
  .map(([feature, allowed]) => `${feature}=(${allowed.join(' ')})`)
  .join(', ');

/** Sent with every response: a script or an image must be served as what it is. */
export const CONTENT_TYPE_HEADERS = [{ key: 'X-Content-Type-Options', value: 'nosniff' }];

/** Sent with every document and API answer, where a browser applies them. */
export const SECURITY_HEADERS = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
];

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

interface PolicyContext {
  /** The request came over https: mixed content is upgraded. */
  https: boolean;
  /** `next dev`: React rebuilds server error stacks with eval. */
  dev: boolean;
}

/** What both page policies share: nothing but our own origin, unless a directive says more. */
function basePage({ https }: PolicyContext): Directives {
  return {
    'default-src': ["'self'"],
    // Admins may place images and MP4 clips from any https address in articles.
    'img-src': ["'self'", 'data:', 'https:'],
    'media-src': ["'self'", 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': [YOUTUBE_EMBED_ORIGIN, ...MAP_EMBED_ORIGINS],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const evalInDev = (dev: boolean) => (dev ? ["'unsafe-eval'"] : []);

/**
 * The public pages' policy: one fixed value, so they stay prerendered. Next.js streams each
 * page's data in inline scripts whose content changes with every render and revalidation, and a
 * prerendered page cannot carry a per-request nonce; script-src therefore needs 'unsafe-inline'
 * (`experimental.sri` only adds integrity to the external chunks, not to these inline scripts).
 * Scripts still come from our origin only. Inline style: React's hoisted <style> elements.
 */
export function publicContentSecurityPolicy(context: PolicyContext & { paymentFormUrl: string }): string {
  const base = basePage(context);
  return serialize({
    ...base,
    'script-src': ["'self'", "'unsafe-inline'", ...evalInDev(context.dev)],
    'style-src': ["'self'", "'unsafe-inline'"],
    // The store pages' Premium plan form posts to the card-payment provider.
    'form-action': [...(base['form-action'] ?? []), new URL(context.paymentFormUrl).origin],
  });
}

/**
 * The admin's and the login page's policy: they render per request, so a script runs only with
 * this response's nonce (Next.js puts it on its own scripts when the request carries this
 * header) or when such a script loaded it ('strict-dynamic'). Style elements need the nonce
 * too; style attributes stay allowed (next/image, the editor's width and aspect ratio).
 * The article preview shows YouTube blocks and uploaded or https images like the public pages.
 */
export function adminContentSecurityPolicy(context: PolicyContext & { nonce: string }): string {
  const nonce = `'nonce-${context.nonce}'`;
  const base = basePage(context);
  return serialize({
    ...base,
    'script-src': ["'self'", nonce, "'strict-dynamic'", ...evalInDev(context.dev)],
    // `next dev` injects its style elements without the nonce.
    'style-src': context.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce],
    'style-src-attr': ["'unsafe-inline'"],
    // The media library previews a chosen file before uploading it.
    'img-src': [...(base['img-src'] ?? []), 'blob:'],
    'frame-src': [YOUTUBE_EMBED_ORIGIN],
    'base-uri': ["'none'"],
  });
}

/**
 * API answers are data, never documents to render or frame. GraphiQL (served by `next dev`
 * only) is a page that loads its code from a CDN, so it gets no content restrictions.
 */
export function apiContentSecurityPolicy({ dev }: Pick<PolicyContext, 'dev'>): string {
  return serialize({ ...(dev ? {} : { 'default-src': ["'none'"] }), 'frame-ancestors': ["'none'"] });
}

/*
 * Every path; every path but the build's scripts, styles and optimised images, which browsers
 * never read policies from (sent with each of the page's dozens of assets, they cost more bytes
 * than the scripts' own gzip savings); and of those, every path but the ones middleware.ts gives
 * its own policy (its matcher) or the API's.
 */
const ALL_PATHS = '/:path*';
const DOCUMENT_PATHS = '/:path((?!_next/static/|_next/image).*)';
const PAGE_PATHS = '/:path((?!_next/static/|_next/image|admin(?:/|$)|login(?:/|$)|api(?:/|$)).*)';
const API_PATHS = '/api/:path*';

/**
 * The rules of next.config.ts `headers()`. They are fixed when the site is built, so npm start
 * rebuilds when PAYMENT_FORM_URL changes (scripts/build-info.ts). Where two rules set the same
 * header, the later one wins: an https request gets the policy that upgrades mixed content.
 */
export function securityHeaderRules({ paymentFormUrl, dev }: { paymentFormUrl: string; dev: boolean }) {
  const pagePolicy = (https: boolean) => [{ key: CSP_HEADER, value: publicContentSecurityPolicy({ paymentFormUrl, https, dev }) }];
  return [
    { source: ALL_PATHS, headers: CONTENT_TYPE_HEADERS },
    { source: DOCUMENT_PATHS, headers: SECURITY_HEADERS },
    { source: ALL_PATHS, has: [HTTPS_REQUEST], headers: [STRICT_TRANSPORT_SECURITY] },
    { source: PAGE_PATHS, headers: pagePolicy(false) },
    { source: PAGE_PATHS, has: [HTTPS_REQUEST], headers: pagePolicy(true) },
    { source: API_PATHS, headers: [{ key: CSP_HEADER, value: apiContentSecurityPolicy({ dev }) }] },
  ];
}

/** 128 random bits, base64: a fresh one for every admin or login response. */
export function makeNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

export function isHttpsRequest(headers: Headers): boolean {
  return headers.get(HTTPS_REQUEST.key) === HTTPS_REQUEST.value;
}
