import { NAV_ROUTES, routes } from '@/lib/core/routes';
import { FOOTER_GROUPS, HEADER_PRIMARY, HEADER_UTILITY, MENU_PRIMARY, MENU_SECONDARY, STORE_LIST } from './nav-items';
import { currentPageState, isSamePath, isShellHiddenPath } from './shell-paths';

const navPaths = NAV_ROUTES.map((name) => routes[name].path);
const hrefs = (items: readonly { href: string }[]) => items.map((item) => item.href);

describe('navigation items', () => {
  it('puts every header and footer route of the spec in the mobile menu, in order, plus the store list', () => {
    const menu = hrefs([...MENU_PRIMARY, ...MENU_SECONDARY]);
    expect([...menu].sort()).toEqual([...navPaths, STORE_LIST.href].sort());
    const primary = hrefs(MENU_PRIMARY).filter((href) => href !== STORE_LIST.href);
    expect(primary).toEqual(navPaths.filter((path) => primary.includes(path)));
    expect(hrefs(MENU_SECONDARY)).toEqual([routes.company.path, routes.privacypolicy.path, routes.law.path, routes.facility.path]);
  });

  it('puts every route in the footer exactly once', () => {
    const footer = FOOTER_GROUPS.flatMap((group) => hrefs(group.items)).filter((href) => href !== STORE_LIST.href);
    expect([...footer].sort()).toEqual([...navPaths].sort());
  });

  it('labels links with the route table', () => {
    for (const item of [...HEADER_PRIMARY, ...HEADER_UTILITY, ...MENU_PRIMARY]) {
      if (item === STORE_LIST) continue;
      const route = Object.values(routes).find((candidate) => candidate.path === item.href);
      expect(route?.label).toBe(item.label);
    }
  });
});

describe('shell paths', () => {
  it('hides the shell on any path containing /admin or /login', () => {
    for (const path of ['/admin', '/admin/stores', '/login', '/login/', '/news/admin', '/admin-x/page']) {
      expect(isShellHiddenPath(path)).toBe(true);
    }
    for (const path of ['/', '/news', '/store/shibuya', '/franchise/information', '/company/']) {
      expect(isShellHiddenPath(path)).toBe(false);
    }
  });

  it('compares paths with or without a trailing slash', () => {
    expect(isSamePath('/contact/', '/contact')).toBe(true);
    expect(isSamePath('/', '')).toBe(true);
    expect(isSamePath('/contact', '/company')).toBe(false);
  });

  it('marks the current page and the current section', () => {
    expect(currentPageState('/news', '/news')).toBe('page');
    expect(currentPageState('/news/campaign/spring', '/news')).toBe('true');
    expect(currentPageState('/newsletter', '/news')).toBeUndefined();
    expect(currentPageState('/news', '/')).toBeUndefined();
    expect(currentPageState('/', '/')).toBe('page');
    expect(currentPageState('/', '/#shop')).toBeUndefined();
  });
});
