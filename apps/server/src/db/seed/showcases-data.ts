import { SHOWCASES, type DemoShowcaseKey, type DemoUserKey } from './fixtures';
import { readSeedData } from './data-file';
import type { LogoShape } from './logo';

/** Demo showcases: texts, settings and static pages. */
export interface StaticPageSpec {
  alias: string;
  name: string;
  body: string;
}
export interface StaticGroupSpec {
  name: string;
  pages: readonly StaticPageSpec[];
}

export interface ShowcaseSpec {
  key: DemoShowcaseKey;
  owner: DemoUserKey;
  description: string;
  slogan: string;
  requireReferral: boolean;
  color: string;
  logo: LogoShape;
  contacts: Record<string, string>;
  headerSettings: Record<string, unknown>;
  homeSettings: Record<string, unknown>;
  burgerMenu: Record<string, string>;
  shareText: string;
  groups: readonly StaticGroupSpec[];
}

interface ShowcasesData {
  /** Static page texts (HTML) by id; a page spec names its body by that id. */
  pages: Record<string, string>;
  /** Contact values may hold `{bot}`: the showcase's bot username from fixtures. */
  showcases: readonly ShowcaseSpec[];
}

const data = readSeedData<ShowcasesData>('showcases.json');

export const SHOWCASE_SPECS: readonly ShowcaseSpec[] = data.showcases.map((spec) => ({
  ...spec,
  contacts: Object.fromEntries(Object.entries(spec.contacts).map(([key, value]) => [key, value.replace('{bot}', SHOWCASES[spec.key].bot)])),
  groups: spec.groups.map((group) => ({ ...group, pages: group.pages.map((page) => ({ ...page, body: data.pages[page.body]! })) })),
}));
