import { CSRF_HEADER, LOCALE_HEADER, STORAGE_KEYS } from '@storefront/contract/constants';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../store';
import { mockFetch } from '../../../test/fetch-mock';
import { configApi } from '../config-api';
import { tgApi } from '../tg-api';

describe('api base query', () => {
  it('reads from {origin}/api with json=1, test=0, credentials and the client headers', async () => {
    const { requests } = mockFetch([{ path: '/api/menu/', body: { ok: true } }]);
    const store = makeStore();
    await store.dispatch(configApi.endpoints.menu.initiate());
    const [request] = requests;
    expect(request?.url.origin).toBe(window.location.origin);
    expect(request?.url.pathname).toBe('/api/menu/');
    expect(request?.url.searchParams.get('json')).toBe('1');
    expect(request?.url.searchParams.get('test')).toBe('0');
    expect(request?.url.searchParams.has('s')).toBe(false);
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get(CSRF_HEADER)).toBe('1');
    expect(request?.headers.get(LOCALE_HEADER)).toBe('ru-RU');
  });

  it('uses the stored base URL, the stored test flag and the page s parameter', async () => {
    window.localStorage.setItem(STORAGE_KEYS.apiBaseUrl, 'http://api.example.test/api');
    window.localStorage.setItem(STORAGE_KEYS.testFlag, '1');
    window.history.replaceState(null, '', '/?s=7_r=ABCD1234');
    const { requests } = mockFetch([{ path: '/api/account/auth', body: { isLogged: false, clientInfo: null } }]);
    await makeStore().dispatch(configApi.endpoints.auth.initiate());
    const [request] = requests;
    expect(request?.url.host).toBe('api.example.test');
    expect(request?.url.searchParams.get('test')).toBe('1');
    expect(request?.url.searchParams.get('s')).toBe('7_r=ABCD1234');
  });

  it('sends json=1 on reads only; writes carry their body', async () => {
    const { requests } = mockFetch([{ method: 'POST', path: '/api/tg', body: { ok: true } }]);
    await makeStore().dispatch(tgApi.endpoints.changeMode.initiate({ method: 'changeMode', devMode: 1 }));
    expect(requests[0]?.url.searchParams.has('json')).toBe(false);
    expect(requests[0]?.body).toEqual({ method: 'changeMode', devMode: 1 });
  });

  it('marks documents seen with json=1 in the query', async () => {
    const { requests } = mockFetch([{ method: 'POST', path: '/api/tg', body: { ok: true } }]);
    await makeStore().dispatch(tgApi.endpoints.markDocumentSeen.initiate({ DocumentType: 'referal', DocumentId: 3 }));
    expect(requests[0]?.url.searchParams.get('json')).toBe('1');
    expect(requests[0]?.body).toEqual({ method: 'markDocumentSeen', DocumentType: 'referal', DocumentId: 3 });
  });

  it('normalises a JSON error body to its localised message', async () => {
    mockFetch([{ path: '/api/menu/', status: 403, body: { message: 'Доступ запрещён', code: 'FORBIDDEN' } }]);
    const result = await makeStore().dispatch(configApi.endpoints.menu.initiate());
    expect(result.error).toMatchObject({ status: 403, message: 'Доступ запрещён', code: 'FORBIDDEN' });
  });

  it('reads the database time as a Date', async () => {
    mockFetch([{ path: '/api/tg', query: { method: 'getDBTime' }, body: { ServerTime: '2025-03-05T10:20:00.000Z' } }]);
    const result = await makeStore().dispatch(tgApi.endpoints.dbTime.initiate());
    expect(result.data).toBeInstanceOf(Date);
    expect(result.data?.toISOString()).toBe('2025-03-05T10:20:00.000Z');
  });

  it('posts the startup body with query, devMode and a composite global filter', async () => {
    // The quick filter comes from the URL; one left in storage by an older version is dropped, never sent.
    window.history.replaceState(null, '', '/?s=7&utm=x&sf=3_5');
    window.localStorage.setItem(STORAGE_KEYS.devMode, '1');
    window.localStorage.setItem(STORAGE_KEYS.selectedGlobalFilter, 'new_arrivals');
    const { requests } = mockFetch([{ method: 'POST', path: '/api/startup', body: {} }]);
    await makeStore().dispatch(configApi.endpoints.startup.initiate());
    expect(requests[0]?.body).toEqual({ query: { s: '7', utm: 'x', sf: '3_5' }, devMode: 1, sf: '3_5' });
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedGlobalFilter)).toBeNull();
  });
});
