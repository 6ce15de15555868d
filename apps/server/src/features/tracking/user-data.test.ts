import { describe, expect, it } from 'vitest';
import { conversionEventId, toMajorUnits } from './conversion-event.ts';
import { metaEvent } from './meta-conversions.ts';
import { snapEvent } from './snap-conversions.ts';
import { tiktokEvent } from './tiktok-events.ts';
import { emailHash, normalizeEmail, phoneE164, phoneHash, sha256Hex } from './user-data.ts';

describe('user data is normalised and SHA-256 hashed as each platform asks', () => {
  it('phones become E.164 from the dial code and national number', () => {
    expect(phoneE164('+965', '5012 3456')).toBe('+96550123456');
    expect(phoneE164('965', '050123456')).toBe('+96550123456'); // a trunk zero dropped
    expect(phoneE164('966', '966501234567')).toBe('+966501234567'); // country code already there
    expect(phoneE164('965', '12')).toBeNull();
    expect(phoneE164('965', '')).toBeNull();
  });
  it('Meta and Snap hash the digits, TikTok the E.164 form with its +', () => {
    expect(phoneHash('+96550123456', 'digits')).toBe(sha256Hex('96550123456'));
    expect(phoneHash('+96550123456', 'e164')).toBe(sha256Hex('+96550123456'));
    expect(phoneHash(null, 'e164')).toBeNull();
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
  it('e-mails are trimmed and lowercased before hashing', () => {
    expect(normalizeEmail('  Sara@Example.COM ')).toBe('sara@example.com');
    expect(emailHash(' Sara@Example.COM')).toBe(sha256Hex('sara@example.com'));
    expect(emailHash(null)).toBeNull();
  });
});

describe('money and ids', () => {
  it('writes major units exactly from minor units', () => {
    expect(toMajorUnits(2100, 'KWD')).toBe('2.100');
    expect(toMajorUnits(5, 'KWD')).toBe('0.005');
    expect(toMajorUnits(1999, 'SAR')).toBe('19.99');
    expect(toMajorUnits(1500, 'JPY')).toBe('1500');
  });
  it('the event id is what the browser computes from the order or reservation it shows', () => {
    expect(conversionEventId('Purchase', 'K7M2QX9P')).toBe('order-K7M2QX9P');
    expect(conversionEventId('Schedule', 7)).toBe('reservation-7');
  });
});

describe('each platform gets its own event shape', () => {
  const event = {
    name: 'Purchase' as const,
    eventId: 'order-9',
    time: new Date('2026-03-09T09:00:00Z'),
    sourceUrl: 'https://menu.example/shop',
    orderId: '9',
    value: '2.100',
    currency: 'KWD',
    contents: [{ id: '5', quantity: 2, price: '1.050' }],
    user: {
      phone: '+96550123456',
      email: null,
      externalId: 'customer-3',
      clientIp: '10.0.0.1',
      userAgent: 'UA',
    },
  };
  it('Meta: Purchase, unix seconds, hashed arrays, number value', () => {
    expect(metaEvent(event)).toMatchObject({
      event_name: 'Purchase',
      event_time: 1773046800,
      user_data: {
        ph: [sha256Hex('96550123456')],
        external_id: [sha256Hex('customer-3')],
        client_ip_address: '10.0.0.1',
      },
      custom_data: { value: 2.1, currency: 'KWD', contents: [{ id: '5', quantity: 2, item_price: 1.05 }] },
    });
    expect(metaEvent(event).user_data.em).toBeUndefined();
  });
  it('TikTok: CompletePayment, SubmitForm for a reservation', () => {
    expect(tiktokEvent(event).event).toBe('CompletePayment');
    expect(tiktokEvent({ ...event, name: 'Schedule', value: null, currency: null }).event).toBe('SubmitForm');
    expect(tiktokEvent(event).properties.contents).toEqual([{ content_id: '5', quantity: 2, price: 1.05 }]);
  });
  it('Snap: PURCHASE with figures as strings, RESERVE for a reservation', () => {
    expect(snapEvent(event).custom_data).toMatchObject({
      value: '2.100',
      contents: [{ quantity: '2', item_price: '1.050' }],
    });
    expect(snapEvent({ ...event, name: 'Schedule' }).event_name).toBe('RESERVE');
  });
});
