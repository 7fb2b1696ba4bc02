import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { AppServices } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { fileTestApp, type TestApp } from './app';

export const ASSET = 'assets/index-AbC123.js';
export const ASSET_BODY = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/**
 * A stand-in for apps/web/dist: index.html with the inline-config placeholder, one hashed asset, one public file,
 * and `files` (path under dist → content, e.g. `.vite/manifest.json`).
 */
export function createWebDist(files: Record<string, string> = {}): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><title>Витрина</title>
<!-- storefront:inline-config -->
<script type="module" crossorigin src="/${ASSET}"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dir, ASSET), ASSET_BODY);
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The file's test app serving a fresh stand-in dist: made in beforeAll; after the file, closed, then the dist removed. */
export function fileWebApp(overrides: Partial<AppConfig> = {}, services: AppServices = {}, files: Record<string, string> = {}): TestApp {
  const dist = createWebDist(files);
  afterAll(() => dist.remove());
  return fileTestApp({ ...overrides, WEB_DIST: dist.dir }, services);
}
