import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { BEACON_PATH, BEACON_SCRIPT, STORE_ATTRIBUTE, VISIT_STORAGE_KEY } from './shared';

/* The beacon as it is shipped (public/oz-beacon.js), run against a stand-in for a browser tab. */

const source = readFileSync(path.join(process.cwd(), 'public', BEACON_SCRIPT), 'utf8');

interface Tab {
  beacons: Record<string, unknown>[];
  session: Map<string, string>;
  /** Anything the script touched that it must not: cookies, localStorage, IndexedDB. */
  touched: string[];
  navigate(to: string): void;
  idle(): void;
}

function openTab(url: string, { referrer = '', navigator = {}, store = '' }: { referrer?: string; navigator?: Record<string, unknown>; store?: string } = {}): Tab {
  const location = new URL(url);
  const tab: Tab = { beacons: [], session: new Map(), touched: [], navigate: () => undefined, idle: () => undefined };
  const idle: (() => void)[] = [];
  const history = {
    pushState(_state: unknown, _title: string, to: string) {
      const next = new URL(to, location);
      location.pathname = next.pathname;
      location.search = next.search;
    },
  };
  const window = {
    location,
    history,
    setTimeout: (run: () => void) => idle.push(run),
    // As a browser does: its second argument is an options object, never a number of milliseconds.
    requestIdleCallback: (run: () => void, options?: unknown) => {
      if (options !== undefined && (typeof options !== 'object' || options === null)) throw new TypeError("Failed to execute 'requestIdleCallback' on 'Window': The provided value is not of type 'IdleRequestOptions'.");
      idle.push(run);
    },
    addEventListener: () => undefined,
    get localStorage() {
      tab.touched.push('localStorage');
      return undefined;
    },
    get indexedDB() {
      tab.touched.push('indexedDB');
      return undefined;
    },
  };
  const document = {
    referrer,
    // A page visited before, kept hidden in the document, comes first.
    querySelectorAll: (selector: string) =>
      store && selector === `[${STORE_ATTRIBUTE}]`
        ? [
            { getAttribute: () => 'a-hidden-page', getClientRects: () => [] },
            { getAttribute: () => store, getClientRects: () => [{}] },
          ]
        : [],
    get cookie() {
      tab.touched.push('cookie');
      return '';
    },
    set cookie(_value: string) {
      tab.touched.push('cookie');
    },
  };
  const sessionStorage = { getItem: (key: string) => tab.session.get(key) ?? null, setItem: (key: string, value: string) => void tab.session.set(key, value) };
  const nav = {
    sendBeacon: (to: string, body: string) => {
      expect(to).toBe(BEACON_PATH);
      tab.beacons.push(JSON.parse(body) as Record<string, unknown>);
      return true;
    },
    ...navigator,
  };
  runInNewContext(source, { window, document, navigator: nav, location, history, sessionStorage, URL, URLSearchParams, JSON, setTimeout });
  tab.navigate = (to) => window.history.pushState({}, '', to);
  tab.idle = () => idle.splice(0).forEach((run) => run());
  return tab;
}

describe('the shipped beacon (public/oz-beacon.js)', () => {
  test('weighs at most 1 KB compressed and names what the server expects', () => {
    expect(gzipSync(source, { level: 9 }).length).toBeLessThanOrEqual(1024);
    expect(brotliCompressSync(source).length).toBeLessThanOrEqual(1024);
    for (const name of [BEACON_PATH, VISIT_STORAGE_KEY, `[${STORE_ATTRIBUTE}]`, STORE_ATTRIBUTE]) expect(source).toContain(`'${name}'`);
  });

  test('sends the landing page with its campaign and referrer, keeps the visit in sessionStorage, and follows the site’s own links', () => {
    const tab = openTab('https://oz-gym.example/news/column/kaatsu?utm_source=Instagram&utm_medium=social&utm_campaign=spring', { referrer: 'https://l.instagram.com/' });
    expect(tab.beacons).toEqual([{ p: '/news/column/kaatsu', e: 1, st: '', r: 'l.instagram.com', s: 'Instagram', m: 'social', c: 'spring' }]);
    tab.navigate('/store/ginza');
    tab.idle();
    expect(tab.beacons[1]).toEqual({ p: '/store/ginza', e: 0, st: '', r: 'l.instagram.com', s: 'Instagram', m: 'social', c: 'spring' });
    // The same address again (a hash link) is no new page view.
    tab.navigate('/store/ginza');
    tab.idle();
    expect(tab.beacons).toHaveLength(2);
    expect(JSON.parse(tab.session.get(VISIT_STORAGE_KEY)!)).toEqual({ l: '/news/column/kaatsu', r: 'l.instagram.com', s: 'Instagram', m: 'social', c: 'spring', a: ['/news/column/kaatsu'] });
    expect(tab.touched).toEqual([]);
  });

  test('a store page sends its store (the shown page’s, not one kept hidden); a link within the site is no referrer', () => {
    const tab = openTab('https://oz-gym.example/store/ginza', { referrer: 'https://oz-gym.example/', store: '0190a000-0000-7000-8000-000000000001' });
    expect(tab.beacons).toEqual([{ p: '/store/ginza', e: 1, st: '0190a000-0000-7000-8000-000000000001', r: '', s: '', m: '', c: '' }]);
  });

  test.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['a browser driven by a program', { webdriver: true }],
  ])('%s: nothing is sent or kept', (_, navigator) => {
    const tab = openTab('https://oz-gym.example/?utm_source=x', { navigator });
    tab.navigate('/flow');
    tab.idle();
    expect(tab.beacons).toEqual([]);
    expect(tab.session.size).toBe(0);
  });
});
