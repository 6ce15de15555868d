import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_BYTES,
  budgetOf,
  firstViewScripts,
  forbiddenChunks,
  loadsManifestFile,
  NOT_LOADED,
  PAGE_BUDGET_KB,
  PAGES,
} from '../../scripts/bundle-budget.ts';

const manifest = {
  url: '/assets/manifest-1.js',
  entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
  routes: {
    root: { module: '/assets/root.js', imports: ['/assets/framework.js'] },
    menu: { module: '/assets/menu.js' },
  },
};

describe('the first-view budget counts what the page loads', () => {
  it('with lazy route discovery (this app) the route manifest file is not part of the first view', () => {
    const config = fs.readFileSync(path.resolve(import.meta.dirname, '../../react-router.config.ts'), 'utf8');
    expect(loadsManifestFile(config)).toBe(false);
    expect(firstViewScripts(manifest, ['root', 'menu'])).toEqual([
      '/assets/entry.js',
      '/assets/framework.js',
      '/assets/root.js',
      '/assets/menu.js',
    ]);
  });

  it("with discovery 'initial' it is", () => {
    expect(loadsManifestFile("routeDiscovery: { mode: 'initial' }")).toBe(true);
    expect(firstViewScripts(manifest, ['root'], true)[0]).toBe('/assets/manifest-1.js');
  });
});

describe("a page must not load another page's chunk (ADR 608, ADR 1442)", () => {
  it('names the forbidden chunk a page loads, not the routes whose names start alike', () => {
    const order = ['/assets/app-BybiD1ib.js', '/assets/orders-C98_o0r4.js', '/assets/checkout-B3UYb1lw.js'];
    expect(forbiddenChunks(order, NOT_LOADED.order ?? [])).toEqual(['checkout']);
    const checkoutPage = ['/assets/checkout-page-DmBNIB7M.js', '/assets/menu-home-D2jQpbLH.js'];
    expect(forbiddenChunks(checkoutPage, ['checkout', 'menu'])).toEqual([]);
  });

  it("guards the pages that list dishes against the dish detail's chunk (ADR 1500)", () => {
    const menu = ['/assets/menu-Dz3nmxAe.js', '/assets/item-BqbXp4M1.js'];
    for (const page of ['landing', 'menu', 'category', 'search'])
      expect(forbiddenChunks(menu, NOT_LOADED[page] ?? [])).toEqual(['item']);
    expect(forbiddenChunks(['/assets/item-page-DmBNIB7M.js'], NOT_LOADED.menu ?? [])).toEqual([]);
  });

  it('guards the order page and the reservation form against the checkout chunk', () => {
    expect(NOT_LOADED.order).toContain('checkout');
    expect(NOT_LOADED.reservation).toContain('checkout');
  });
});

describe('each page has its own line (ADR 1508)', () => {
  it('every guarded page has one, within the budget of every page', () => {
    for (const page of Object.keys(PAGES)) {
      expect(PAGE_BUDGET_KB[page], page).toBeTypeOf('number');
      expect(budgetOf(page)).toBeLessThanOrEqual(BUDGET_BYTES);
    }
    expect(budgetOf('login')).toBe(122.5 * 1024);
    expect(budgetOf('unlisted')).toBe(BUDGET_BYTES);
  });

  it("the login does not load the checkout's chunk, nor the order page its later parts (ADR 1505)", () => {
    const login = ['/assets/login-page-BZXrwmXh.js', '/assets/checkout-DNjH32Kz.js'];
    expect(forbiddenChunks(login, NOT_LOADED.login ?? [])).toEqual(['checkout']);
    const order = ['/assets/order-status-CoL3dRAf.js', '/assets/rate-order-CG2xWwyn.js'];
    expect(forbiddenChunks(order, NOT_LOADED.order ?? [])).toEqual(['rate-order']);
    const checkout = ['/assets/checkout-page-CagrMg34.js', '/assets/order-figures-RCEb52Ek.js'];
    expect(forbiddenChunks(checkout, NOT_LOADED.checkout ?? [])).toEqual(['order-figures']);
  });
});
