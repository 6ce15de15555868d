import { type ApiClient, ApiError, createApiClient } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeSeed } from '../test/fixtures.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createInjectFetch } from './inject-fetch.ts';

// The typed client as the web app uses it during SSR: the real app answers in-process.
let ctx: TestContext;
let api: ApiClient;
const onUnauthorized = vi.fn();

beforeAll(async () => {
  ctx = await createTestApp(
    [
      makeSeed('alpha', 'Alpha', {
        tables: [{ branch: 'main', name: 'T1', seats: 2 }],
        banners: [{ image: '/b.svg', title: { en: 'Hello', ar: 'أهلا' } }],
        zones: [
          {
            branch: 'main',
            name: { en: 'Zone' },
            fees: 500,
            minOrder: 0,
            deliveryTime: 30,
            color: '#000',
            areas: [
              {
                name: { en: 'Area' },
                polygon: [
                  [48, 29],
                  [48.1, 29],
                  [48.1, 29.1],
                  [48, 29],
                ],
              },
            ],
          },
        ],
        customDomains: [{ domain: 'alpha.example' }],
      }),
    ],
    { now: () => new Date('2026-03-02T09:00:00Z') },
  );
  api = createApiClient({
    baseUrl: 'http://sufra.internal/api',
    fetch: createInjectFetch(ctx.app),
    locale: 'ar',
    now: () => new Date('2026-03-02T09:00:00Z'),
    onUnauthorized,
  });
});
afterAll(() => ctx.close());

describe('typed client against the real API (in-process fetch)', () => {
  it('reads every §7 read call and parses every answer with the contract', async () => {
    const restaurant = await api.getRestaurant('alpha');
    if ('redirect' in restaurant) throw new Error('unexpected redirect');
    expect(restaurant.restaurant.business_name).toBe('مقهى Alpha');
    const branchId = restaurant.restaurant.branch_id;
    const itemId = restaurant.menu.categories[0]?.items[0]?.id ?? 0;

    const byDomain = await api.getRestaurantByDomain('alpha.example', 'second');
    expect('restaurant' in byDomain && byDomain.restaurant.branch_name).toBe('Alpha الثاني');
    expect((await api.getMenu(branchId)).version).toBe(restaurant.version);
    expect((await api.getItem(branchId, itemId)).item.id).toBe(itemId);
    expect((await api.search('لاتيه', { branch_id: branchId })).items[0]?.id).toBe(itemId);
    expect((await api.getTagsIngredients({ branch_id: branchId })).tags[0]?.name).toBe('نباتي');
    expect((await api.getShifts('alpha')).status).toBe('open');
    expect((await api.getBranches('alpha')).branches).toHaveLength(2);
    const zones = await api.getZones(branchId, { shipping: true });
    expect(zones.zones[0]?.areas[0]?.shape.type).toBe('Polygon');
    expect(zones.shipping_form).not.toBeNull();
    expect((await api.getTables(branchId)).tables.map((t) => t.name)).toEqual(['T1']);
    const banners = await api.getBanners('alpha', { date: '02-03-2026' });
    expect(banners.banners[0]?.title).toBe('أهلا');
    expect(await api.reachBanners({ business: 'alpha', banners: [banners.banners[0]?.id ?? 0] })).toEqual({
      error: 0,
      counted: 1,
    });
    expect(await api.recordVisit('alpha', { visitor_id: 'ssr-visitor-1' })).toEqual({
      error: 0,
      counted: true,
      day: '2026-03-02',
    });
  });

  it('sends the headers the server understands (a bad one would be a 400)', async () => {
    const tokenClient = createApiClient({
      baseUrl: 'http://sufra.internal/api',
      fetch: createInjectFetch(ctx.app),
      token: 'abc',
    });
    await expect(tokenClient.getBranches('alpha')).resolves.toMatchObject({ error: 0 });
    const badLocale = createApiClient({
      baseUrl: 'http://sufra.internal/api',
      fetch: createInjectFetch(ctx.app),
      locale: 'no such',
    });
    await expect(badLocale.getBranches('alpha')).rejects.toMatchObject({ status: 400 });
  });

  it('turns the API’s 404 and 400 into ApiErrors with the server’s message, without retrying', async () => {
    const error = await api.getItem(999_999, 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Item not found' });
    await expect(api.getBanners('alpha', { date: '2026-03-02' })).rejects.toMatchObject({ status: 400 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
