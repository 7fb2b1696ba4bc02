import { existsSync, readFileSync } from 'node:fs';
import { WEB_PATHS } from '@storefront/contract/web-paths';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json): what the server needs of it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The public screens whose first paint the server helps: a page path (without its leading slash, as the web plugin
 * sees it) → the web app's lazy route module (a key of the manifest; see apps/web/src/app/router/routes.tsx).
 */
const ROUTE_MODULES: { pattern: RegExp; module: string }[] = [
  { pattern: /^$/, module: 'src/features/home/home-route.tsx' },
  { pattern: /^catalog(?:\/[^/]+){0,2}$/, module: 'src/features/catalog/catalog-page.tsx' },
  { pattern: /^product\/[^/]+$/, module: 'src/features/product/product-page.tsx' },
  { pattern: /^brands$/, module: 'src/features/brands/brands-page.tsx' },
  { pattern: /^search$/, module: 'src/features/search/search-page.tsx' },
  { pattern: /^actions$/, module: 'src/features/landings/landings-page.tsx' },
  { pattern: /^actions\/[^/]+$/, module: 'src/features/landings/landing-page.tsx' },
  { pattern: new RegExp(`^${WEB_PATHS.staticPage.slice(1).replace(':alias', '[^/]+')}$`), module: 'src/features/pages/static-page.tsx' },
];

/** A route's own chunks: the JS and CSS its lazy module loads beyond what the entry already brings. */
export interface RouteAssets {
  js: string[];
  css: string[];
}

/**
 * Per-route preloads from the build manifest. Without them the browser learns of a page's chunks only once the
 * entry has run (HTML → entry → route chunk → its imports); with them it fetches them beside the entry, so the
 * page's first render waits for no second round of downloads. The route's CSS becomes a real stylesheet (the server
 * puts the page's first screen into the HTML, and that markup needs it); Vite's preload helper skips a stylesheet
 * already in the document, so it is not loaded twice. index-html.ts writes the tags.
 */
export class RouteAssetTable {
  private readonly byModule = new Map<string, RouteAssets>();

  constructor(manifest: Manifest) {
    const entryFiles = new Set<string>();
    const visitEntry = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || entryFiles.has(chunk.file)) return;
      entryFiles.add(chunk.file);
      chunk.css?.forEach((css) => entryFiles.add(css));
      chunk.imports?.forEach(visitEntry);
    };
    Object.keys(manifest)
      .filter((key) => manifest[key]?.isEntry)
      .forEach(visitEntry);
    for (const { module } of ROUTE_MODULES) {
      if (!manifest[module] || this.byModule.has(module)) continue;
      const js: string[] = [];
      const css: string[] = [];
      const seen = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || seen.has(key) || entryFiles.has(chunk.file)) return;
        seen.add(key);
        js.push(chunk.file);
        chunk.imports?.forEach(visit);
        // After its imports': a shared chunk's styles come before those of the chunks that build on them.
        for (const file of chunk.css ?? []) if (!entryFiles.has(file) && !css.includes(file)) css.push(file);
      };
      visit(module);
      this.byModule.set(module, { js, css });
    }
  }

  static fromFile(file: string): RouteAssetTable {
    return new RouteAssetTable(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {});
  }

  /** The assets of the page at `rel` (its path without the leading slash), or null for a page not in the table. */
  forPath(rel: string): RouteAssets | null {
    const path = rel.replace(/\/+$/, '');
    const route = ROUTE_MODULES.find(({ pattern }) => pattern.test(path));
    return route ? (this.byModule.get(route.module) ?? null) : null;
  }
}
