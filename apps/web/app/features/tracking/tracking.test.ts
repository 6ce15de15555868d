import { describe, expect, it } from 'vitest';
import { pageHostsHeader, trackingSetup } from '../../shell/pixel-setup.ts';
import { eventIdOf, type QueuedEvent, type ShopEvent } from '../../shell/track.ts';
import { consentCookie, consentCookieName, mayLoadPixels, readConsent, shouldAsk } from './consent.ts';
import { major, pixelCalls } from './pixel-events.ts';

describe('consent gating', () => {
  it('loads no pixel before consent where the business asks, and none without pixels', () => {
    expect(mayLoadPixels(2, true, null)).toBe(false);
    expect(mayLoadPixels(2, true, 'denied')).toBe(false);
    expect(mayLoadPixels(2, true, 'granted')).toBe(true);
    expect(mayLoadPixels(2, false, null)).toBe(true);
    expect(mayLoadPixels(0, false, 'granted')).toBe(false);
  });
  it('asks once: only with pixels, where the business asks, and no answer yet', () => {
    expect(shouldAsk(1, true, null)).toBe(true);
    expect(shouldAsk(1, true, 'denied')).toBe(false);
    expect(shouldAsk(1, false, null)).toBe(false);
    expect(shouldAsk(0, true, null)).toBe(false);
  });
  it('remembers the choice per business in a cookie the API reads too', () => {
    expect(consentCookieName('demo')).toBe('sufra_consent_demo');
    expect(consentCookie('demo', 'granted')).toBe(
      'sufra_consent_demo=granted; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(readConsent('a=1; sufra_consent_demo=denied; sufra_consent_other=granted', 'demo')).toBe('denied');
    expect(readConsent('sufra_consent_demo=maybe', 'demo')).toBeNull();
    expect(readConsent('', 'demo')).toBeNull();
  });
});

describe('pixel setup', () => {
  it('keeps browser pixels (1–4) with valid ids, one per platform, and names their hosts', () => {
    const setup = trackingSetup(
      [
        { kind: 1, pixel_id: '1234' },
        { kind: 1, pixel_id: '999' },
        { kind: 4, pixel_id: 'CABC' },
        { kind: 5, pixel_id: '1234' },
        { kind: 3, pixel_id: 'bad id"><script>' },
      ],
      true,
    );
    expect(setup?.pixels.map((p) => [p.kind, p.id])).toEqual([
      [1, '1234'],
      [4, 'CABC'],
    ]);
    expect(setup?.hosts.script).toEqual(['https://connect.facebook.net', 'https://analytics.tiktok.com']);
    expect(setup?.hosts.img).toContain('https://www.facebook.com');
    expect(trackingSetup([{ kind: 6, pixel_id: 'x' }], true)).toBeNull();
  });
  it('an override serves the script and takes the beacons at its origin', () => {
    const setup = trackingSetup([{ kind: 2, pixel_id: 'G-1' }], false, { 2: 'http://127.0.0.1:9/gtag.js' });
    expect(setup?.pixels[0]?.src).toBe('http://127.0.0.1:9/gtag.js?id=G-1');
    expect(setup && pageHostsHeader(setup.hosts)).toBe(
      'script=http://127.0.0.1:9;connect=http://127.0.0.1:9;img=http://127.0.0.1:9',
    );
  });
});

describe('event mapping', () => {
  const purchase: ShopEvent = {
    name: 'Purchase',
    orderRef: 'K7M2QX9P',
    value: 2100,
    currency: 'KWD',
    items: [{ id: 7, quantity: 2, price: 1050 }],
  };
  const queued = { ...purchase, eventId: eventIdOf(purchase) } as QueuedEvent;

  it('Purchase carries the server event id (the public reference, ADR 1472), the value in major units and the items', () => {
    expect(queued.eventId).toBe('order-K7M2QX9P');
    expect(major(2100, 'KWD')).toBe(2.1);
    expect(major(1999, 'USD')).toBe(19.99);
    expect(major(500, 'JPY')).toBe(500);
    expect(pixelCalls(1, queued)).toEqual([
      {
        fn: 'fbq',
        args: [
          'track',
          'Purchase',
          {
            value: 2.1,
            currency: 'KWD',
            content_ids: ['7'],
            content_type: 'product',
            contents: [{ id: '7', quantity: 2, item_price: 1.05 }],
            num_items: 2,
          },
          { eventID: 'order-K7M2QX9P' },
        ],
      },
    ]);
    expect(pixelCalls(2, queued)[0]?.args.slice(0, 2)).toEqual(['event', 'purchase']);
    expect(pixelCalls(2, queued)[0]?.args[2]).toMatchObject({
      transaction_id: 'K7M2QX9P',
      value: 2.1,
      event_id: 'order-K7M2QX9P',
    });
    expect(pixelCalls(3, queued)[0]?.args).toEqual([
      'track',
      'PURCHASE',
      {
        price: 2.1,
        currency: 'KWD',
        transaction_id: 'K7M2QX9P',
        item_ids: ['7'],
        number_items: 2,
        client_dedup_id: 'order-K7M2QX9P',
      },
    ]);
    expect(pixelCalls(4, queued)[0]).toMatchObject({
      fn: 'ttq.track',
      args: [
        'CompletePayment',
        { value: 2.1, currency: 'KWD', order_id: 'K7M2QX9P' },
        { event_id: 'order-K7M2QX9P' },
      ],
    });
  });

  it('maps every event to each platform’s own name', () => {
    const events: ShopEvent[] = [
      { name: 'PageView' },
      { name: 'ViewContent', item: { id: 1, quantity: 1, price: 100 }, currency: 'USD' },
      { name: 'AddToCart', item: { id: 1, quantity: 1, price: 100 }, currency: 'USD' },
      { name: 'InitiateCheckout', items: [], value: 100, currency: 'USD' },
      { name: 'AddPaymentInfo', items: [], value: 100, currency: 'USD' },
      { name: 'Schedule', reservationRef: 'K7M2QX9P' },
    ];
    const names = (kind: 1 | 2 | 3 | 4) =>
      events.map((e) => {
        const call = pixelCalls(kind, { ...e, eventId: eventIdOf(e) } as QueuedEvent)[0];
        if (call?.fn === 'ttq.page') return 'page';
        return call?.fn === 'ttq.track' ? call.args[0] : call?.args[1];
      });
    expect(names(1)).toEqual([
      'PageView',
      'ViewContent',
      'AddToCart',
      'InitiateCheckout',
      'AddPaymentInfo',
      'Schedule',
    ]);
    expect(names(2)).toEqual([
      'page_view',
      'view_item',
      'add_to_cart',
      'begin_checkout',
      'add_payment_info',
      'generate_lead',
    ]);
    expect(names(3)).toEqual([
      'PAGE_VIEW',
      'VIEW_CONTENT',
      'ADD_CART',
      'START_CHECKOUT',
      'ADD_BILLING',
      'RESERVE',
    ]);
    expect(names(4)).toEqual([
      'page',
      'ViewContent',
      'AddToCart',
      'InitiateCheckout',
      'AddPaymentInfo',
      'SubmitForm',
    ]);
    expect(eventIdOf({ name: 'Schedule', reservationRef: 'K7M2QX9P' })).toBe('reservation-K7M2QX9P');
  });
});
