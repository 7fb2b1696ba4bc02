import { describe, expect, it } from 'vitest';
import { preloadHomeRoute } from '../../../vite-plugins/preload-home';

const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({
  type: 'chunk',
  fileName,
  imports: [] as string[],
  isEntry: false,
  facadeModuleId: null as string | null,
  viteMetadata: { importedCss: new Set<string>() },
  ...extra,
});

describe('index.html preloads the home route', () => {
  it('lists the home chunk, its imports not already in the entry, and their CSS', () => {
    const bundle = {
      entry: chunk('assets/index.js', { isEntry: true, imports: ['assets/shared.js'] }),
      shared: chunk('assets/shared.js'),
      home: chunk('assets/home.js', {
        facadeModuleId: '/w/apps/web/src/features/home/home-route.tsx',
        imports: ['assets/shared.js', 'assets/card.js'],
        viteMetadata: { importedCss: new Set(['assets/home.css']) },
      }),
      card: chunk('assets/card.js', { viteMetadata: { importedCss: new Set(['assets/card.css']) } }),
      other: chunk('assets/catalog.js', { facadeModuleId: '/w/apps/web/src/features/catalog/catalog-page.tsx' }),
    };
    const hook = preloadHomeRoute().transformIndexHtml as unknown as {
      handler: (html: string, ctx: { bundle: unknown }) => Array<{ attrs: Record<string, unknown> }>;
    };
    const tags = hook.handler('', { bundle });
    expect(tags.map((t) => [t.attrs.rel, t.attrs.href])).toEqual([
      ['modulepreload', '/assets/home.js'],
      ['modulepreload', '/assets/card.js'],
      ['preload', '/assets/home.css'],
      ['preload', '/assets/card.css'],
    ]);
  });
});
