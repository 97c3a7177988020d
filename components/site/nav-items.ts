/**
 * Which links the header, the mobile menu and the footer show, built from the route table.
 * Every route of NAV_ROUTES is in the mobile menu and in the footer (nav-items.test.ts checks).
 */
import { NAV_ROUTES, type RouteName, routes } from '@/lib/core/routes';

export interface NavItem {
  label: string;
  /** The English name the route table gives the page. */
  en: string;
  href: string;
}

function navItem(name: RouteName): NavItem {
  const route = routes[name];
  return { label: route.label, en: route.en, href: route.path };
}

/** The store list on the top page: what most visitors look for first. */
export const STORE_LIST: NavItem = { label: '店舗一覧', en: 'STORES', href: `${routes.home.path}#shop` };

/** Legal and company pages: the small links at the end of the menu. */
const LEGAL: readonly RouteName[] = ['company', 'privacypolicy', 'law', 'facility'];

/** The desktop header's main bar. */
export const HEADER_PRIMARY: readonly NavItem[] = [
  navItem('effect'),
  navItem('studiomenu'),
  navItem('flow'),
  STORE_LIST,
  navItem('resources'),
  navItem('news'),
  navItem('contact'),
];

/** The desktop header's smaller links beside the logo, for companies and job seekers. */
export const HEADER_UTILITY: readonly NavItem[] = [navItem('plancorp'), navItem('franchise'), navItem('jobs')];

function withStoreList(names: readonly RouteName[]): NavItem[] {
  return names.flatMap((name) => (name === 'flow' ? [navItem(name), STORE_LIST] : [navItem(name)]));
}

/** The mobile menu: every link of the header and footer. */
export const MENU_PRIMARY: readonly NavItem[] = withStoreList(NAV_ROUTES.filter((name) => !LEGAL.includes(name)));
export const MENU_SECONDARY: readonly NavItem[] = NAV_ROUTES.filter((name) => LEGAL.includes(name)).map(navItem);

export interface NavGroup {
  title: string;
  items: readonly NavItem[];
}

export const FOOTER_GROUPS: readonly NavGroup[] = [
  { title: 'ジムについて', items: withStoreList(['home', 'effect', 'studiomenu', 'flow', 'plancorp']) },
  { title: '情報・募集', items: (['resources', 'news', 'jobs', 'franchise', 'contact'] as const).map(navItem) },
  { title: '会社情報', items: LEGAL.map(navItem) },
];
