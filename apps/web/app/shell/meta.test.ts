import { describe, expect, it } from 'vitest';
import ar from '../locales/ar.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import { pageMeta, pageMetaT } from './meta.ts';

const matches = (language: string, messages: Record<string, string>) => [
  {
    id: 'business',
    loaderData: {
      language,
      catalog: JSON.stringify(messages),
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

describe('a storefront page’s head for search engines and link previews (ADR 820)', () => {
  const business = (contentLanguage: string) => ({
    id: 'business',
    pathname: '/bayt',
    loaderData: {
      language: contentLanguage,
      contentLanguage,
      catalog: JSON.stringify(en),
      types: ['delivery', 'pickup'],
      seo: { origin: 'https://menu.example', version: 7 },
      restaurant: {
        reference_id: 'bayt',
        business_name: 'Bayt',
        description: 'Café',
        cover: '/bayt/cover.svg',
        locales: ['en', 'ar'],
        country_code: 'KW',
      },
    },
  });
  const page = (language: string, pathname: string) => [
    business(language),
    { id: 'selling-type', pathname: pathname.split('/').slice(0, 3).join('/'), loaderData: {} },
    { id: 'routes/item-page', pathname, loaderData: {} },
  ];
  const find = (head: Record<string, unknown>[], test: (m: Record<string, unknown>) => boolean) =>
    head.filter(test);

  it('canonical: the first selling type’s URL, in the page’s language (first locale bare, others ?lang=)', () => {
    const head = pageMeta(page('ar', '/bayt/pickup/3/9'), 'Latte');
    expect(find(head, (m) => m.rel === 'canonical')).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://menu.example/bayt/delivery/3/9?lang=ar' },
    ]);
    const english = pageMeta(page('en', '/bayt/delivery/3/9'), 'Latte');
    expect(find(english, (m) => m.rel === 'canonical')[0]?.href).toBe(
      'https://menu.example/bayt/delivery/3/9',
    );
  });

  it('hreflang for each of the business’s languages and x-default', () => {
    const head = pageMeta(page('en', '/bayt/delivery/3'), 'Drinks');
    expect(find(head, (m) => m.rel === 'alternate').map((m) => [m.hrefLang, m.href])).toEqual([
      ['en', 'https://menu.example/bayt/delivery/3'],
      ['ar', 'https://menu.example/bayt/delivery/3?lang=ar'],
      ['x-default', 'https://menu.example/bayt/delivery/3'],
    ]);
  });

  it('Open Graph and Twitter cards with an absolute raster image: the item’s photo, else the business card', () => {
    const withPhoto = pageMeta(page('en', '/bayt/delivery/3/9'), 'Latte', 'Hot', { image: '/img/latte.jpg' });
    const content = (head: Record<string, unknown>[], key: string) =>
      head.find((m) => m.property === key || m.name === key)?.content;
    expect(content(withPhoto, 'og:image')).toBe('https://menu.example/img/latte.jpg');
    expect(content(withPhoto, 'twitter:card')).toBe('summary_large_image');
    expect(content(withPhoto, 'og:title')).toBe('Latte | Bayt');
    expect(content(withPhoto, 'og:description')).toBe('Hot');
    expect(content(withPhoto, 'og:locale')).toBe('en_KW');
    expect(content(withPhoto, 'og:locale:alternate')).toBe('ar_KW');
    // An SVG (which previews reject) gives way to the generated 1200×630 card.
    const svg = pageMeta(page('en', '/bayt/delivery/3/9'), 'Latte', 'Hot', { image: '/img/latte.svg' });
    expect(content(svg, 'og:image')).toBe('https://menu.example/bayt/og.png?v=7');
    expect(content(svg, 'og:image:width')).toBe('1200');
  });

  it('JSON-LD as a ld+json script; private pages say noindex', () => {
    const head = pageMeta(page('en', '/bayt/delivery'), null, undefined, {
      jsonLd: { '@type': 'Restaurant' },
    });
    expect(head).toContainEqual({ 'script:ld+json': { '@type': 'Restaurant' } });
    expect(head.some((m) => m.name === 'robots')).toBe(false);
    expect(pageMetaT(page('en', '/bayt/delivery/cart'), 'cart.title')).toContainEqual({
      name: 'robots',
      content: 'noindex',
    });
  });
});
