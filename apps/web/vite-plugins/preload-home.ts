import type { Plugin } from 'vite';

/** The home screen's lazy route module (see src/app/router/routes.tsx). */
const HOME_ROUTE = /[\\/]src[\\/]features[\\/]home[\\/]home-route\.tsx$/;

/**
 * First paint of the home page needs its lazy route chunk: without a hint the browser finds it only after the entry
 * has run (HTML → entry → home chunk → its imports). Preloading the chunk and its static imports from index.html
 * fetches them beside the entry, so the request chain before first paint stays two deep (DESIGN §8). Other screens
 * keep loading on demand.
 */
export function preloadHomeRoute(): Plugin {
  return {
    name: 'storefront:preload-home-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const home = chunks.find((c) => c.facadeModuleId && HOME_ROUTE.test(c.facadeModuleId));
        if (!home) return [];
        const entryFiles = new Set<string>();
        const visitEntry = (file: string) => {
          if (entryFiles.has(file)) return;
          entryFiles.add(file);
          chunks.find((c) => c.fileName === file)?.imports.forEach(visitEntry);
        };
        chunks.filter((c) => c.isEntry).forEach((c) => visitEntry(c.fileName));
        const files: string[] = [];
        const visit = (file: string) => {
          if (files.includes(file) || entryFiles.has(file)) return;
          files.push(file);
          chunks.find((c) => c.fileName === file)?.imports.forEach(visit);
        };
        visit(home.fileName);
        const css = [
          ...new Set([home, ...chunks.filter((c) => files.includes(c.fileName))].flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])])),
        ];
        return [
          ...files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...css.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
