import {
  bannersReachResponseSchema,
  bannersResponseSchema,
  branchesResponseSchema,
  itemResponseSchema,
  menuResponseSchema,
  restaurantResponseSchema,
  searchResponseSchema,
  shiftsResponseSchema,
  tablesResponseSchema,
  tagsResponseSchema,
  visitResponseSchema,
  zonesResponseSchema,
} from '@sufra/contract';
import {
  type Api,
  ApiError,
  createApi,
  getBanners,
  getBranches,
  getItem,
  getMenu,
  getRestaurant,
  getRestaurantByDomain,
  getShifts,
  getTables,
  getTagsIngredients,
  getZones,
  reachBanners,
  recordVisit,
  search,
} from '@sufra/contract/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeSeed } from '../test/fixtures.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createInjectFetch } from './inject-fetch.ts';

// The typed client as the web app uses it during SSR: the real app answers in-process. The client
// trusts the server's answers (ADR 606), so every answer is checked against the contract here.
let ctx: TestContext;
let api: Api;
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
  api = createApi({
    baseUrl: 'http://sufra.internal/api',
    fetch: createInjectFetch(ctx.app),
    locale: 'ar',
    now: () => new Date('2026-03-02T09:00:00Z'),
    onUnauthorized,
  });
});
afterAll(() => ctx.close());

describe('typed client against the real API (in-process fetch)', () => {
  it('reads every §7 read call, and every answer matches the contract', async () => {
    const restaurant = await getRestaurant(api, 'alpha');
    if ('redirect' in restaurant) throw new Error('unexpected redirect');
    restaurantResponseSchema.parse(restaurant);
    expect(restaurant.restaurant.business_name).toBe('مقهى Alpha');
    const branchId = restaurant.restaurant.branch_id;
    const itemId = restaurant.menu.categories[0]?.items[0]?.id ?? 0;

    const byDomain = await getRestaurantByDomain(api, 'alpha.example', 'second');
    expect('restaurant' in byDomain && byDomain.restaurant.branch_name).toBe('Alpha الثاني');
    expect(menuResponseSchema.parse(await getMenu(api, branchId)).version).toBe(restaurant.version);
    expect(itemResponseSchema.parse(await getItem(api, branchId, itemId)).item.id).toBe(itemId);
    const found = searchResponseSchema.parse(await search(api, 'لاتيه', { branch_id: branchId }));
    expect(found.items[0]?.id).toBe(itemId);
    const tags = tagsResponseSchema.parse(await getTagsIngredients(api, { branch_id: branchId }));
    expect(tags.tags[0]?.name).toBe('نباتي');
    expect(shiftsResponseSchema.parse(await getShifts(api, 'alpha')).status).toBe('open');
    expect(branchesResponseSchema.parse(await getBranches(api, 'alpha')).branches).toHaveLength(2);
    const zones = zonesResponseSchema.parse(await getZones(api, branchId, { shipping: true }));
    expect(zones.zones[0]?.areas[0]?.shape.type).toBe('Polygon');
    expect(zones.shipping_form).not.toBeNull();
    const tables = tablesResponseSchema.parse(await getTables(api, branchId));
    expect(tables.tables.map((t) => t.name)).toEqual(['T1']);
    const banners = bannersResponseSchema.parse(await getBanners(api, 'alpha', { date: '02-03-2026' }));
    expect(banners.banners[0]?.title).toBe('أهلا');
    const reached = await reachBanners(api, { business: 'alpha', banners: [banners.banners[0]?.id ?? 0] });
    expect(bannersReachResponseSchema.parse(reached)).toEqual({ error: 0, counted: 1 });
    const visit = await recordVisit(api, 'alpha', { visitor_id: 'ssr-visitor-1' });
    expect(visitResponseSchema.parse(visit)).toEqual({ error: 0, counted: true, day: '2026-03-02' });
  });

  it('sends the headers the server understands (a bad one would be a 400)', async () => {
    const tokenClient = createApi({
      baseUrl: 'http://sufra.internal/api',
      fetch: createInjectFetch(ctx.app),
      token: 'abc',
    });
    await expect(getBranches(tokenClient, 'alpha')).resolves.toMatchObject({ error: 0 });
    const badLocale = createApi({
      baseUrl: 'http://sufra.internal/api',
      fetch: createInjectFetch(ctx.app),
      locale: 'no such',
    });
    await expect(getBranches(badLocale, 'alpha')).rejects.toMatchObject({ status: 400 });
  });

  it('turns the API’s 404 and 400 into ApiErrors with the server’s message, without retrying', async () => {
    const error = await getItem(api, 999_999, 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Item not found' });
    await expect(getBanners(api, 'alpha', { date: '2026-03-02' })).rejects.toMatchObject({ status: 400 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
