import { WEB_PATHS, webPath, type WebPathKey } from '@storefront/contract/web-paths';
import { generatePath } from 'react-router';
import { describe, expect, it } from 'vitest';

describe('the page path table', () => {
  it("builds the same links as the web router's generatePath (the server builds its links with webPath)", () => {
    for (const key of Object.keys(WEB_PATHS) as WebPathKey[]) {
      const names = [...WEB_PATHS[key].matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
      const params = Object.fromEntries(names.map((name, i) => [name, `v ${i}`]));
      expect(webPath(key, params)).toBe(generatePath(WEB_PATHS[key], params));
    }
  });
});
