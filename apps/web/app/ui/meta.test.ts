import { describe, expect, it } from 'vitest';
import ar from '../locales/ar.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import { pageMetaT } from './meta.ts';

const matches = (language: string, messages: Record<string, string>) => [
  {
    id: 'business',
    loaderData: {
      language,
      messages,
      restaurant: { business_name: 'Bayt', description: 'Café', cover: null },
    },
  },
];

describe('checkout and order pages are titled in the page language', () => {
  it.each([
    ['cart.title'],
    ['checkout.title'],
    ['checkout.areaTitle'],
    ['checkout.mapTitle'],
    ['checkout.formTitle'],
    ['orders.title'],
    ['payment.fail.title'],
  ])('%s', (key) => {
    const title = (m: ReturnType<typeof pageMetaT>) => (m[0] as { title: string }).title;
    expect(title(pageMetaT(matches('en', en), key))).toBe(`${en[key as keyof typeof en]} | Bayt`);
    expect(title(pageMetaT(matches('ar', ar), key))).toBe(`${ar[key as keyof typeof ar]} | Bayt`);
    expect(ar[key as keyof typeof ar]).not.toBe(en[key as keyof typeof en]);
  });
});
