import type { WalletHistoryEntry } from '@sufra/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readCatalogs } from '../features/i18n/catalog-files.ts';
import { HistoryRow } from '../features/wallet/wallet-ui.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { I18nextProvider } from '../i18n/lite.tsx';
import { meta as receiptMeta } from '../routes/order-receipt.tsx';
import { meta as orderMeta } from '../routes/order-status.tsx';
import { meta as reservationMeta } from '../routes/reservation-success.tsx';
import { useBusiness } from '../shell/use-business.ts';

/**
 * Numbers put together in code follow the catalog's number sign too (ADR 1516, ADR 1513): the
 * order, receipt and reservation pages' titles and the wallet's history line read a catalog
 * string, so a French diner sees "n° 42", an Arabic one "رقم 42", never a bare "#" from code.
 */
const catalogs = readCatalogs();
// Right-to-left catalogs isolate an interpolated value (U+2068 … U+2069); the text is compared without.
const plain = (value: string | undefined) => value?.replace(/[\u2068\u2069]/g, '');
/** A catalog string as the page prints it: the language's digits, isolated in right-to-left text. */
const text = (language: string, key: string, id: string | number) =>
  plain(createI18n(language, catalogs.get(language) as Record<string, string>).t(key, { id }));

const business = (language: string) => ({
  language,
  contentLanguage: language,
  catalog: JSON.stringify(catalogs.get(language)),
  restaurant: {
    business_name: 'Bayt',
    description: 'Café',
    cover: null,
    locales: [language],
    currency: 'KWD',
  },
});
type MetaArgs = Parameters<typeof orderMeta>[0];
const titleOf = (head: ReturnType<typeof orderMeta>) =>
  plain(
    (head.find((d) => d && typeof d === 'object' && 'title' in d) as { title: string } | undefined)?.title,
  );

const ENTRY: WalletHistoryEntry = {
  kind: 'order_debit',
  amount: -1500,
  on_hold_change: 0,
  order_ref: 'K7M2QX9P',
  reason: null,
  created_at: '2026-12-07T10:00:00Z',
};

/** A wallet history line in the business page's language, as the wallet page renders it. */
function WalletLine() {
  const { language } = useBusiness();
  return (
    <I18nextProvider i18n={createI18n(language, catalogs.get(language) as Record<string, string>)}>
      <ul>
        <HistoryRow entry={ENTRY} timeZone="Asia/Kuwait" />
      </ul>
    </I18nextProvider>
  );
}

describe('numbers built in code carry the catalog’s number sign (ADR 1516)', () => {
  for (const language of catalogs.keys()) {
    it(`${language}: the order, receipt and reservation pages are titled with the catalog's number`, () => {
      const args = {
        matches: [{ id: 'business', loaderData: business(language) }],
        loaderData: { order: { public_ref: 'K7QM2X' }, reservation: { public_ref: 'K7M2QX9P' } },
      } as unknown as MetaArgs;
      const order = `${text(language, 'order.title', 'K7QM2X')} | Bayt`;
      expect(titleOf(orderMeta(args))).toBe(order);
      expect(titleOf(receiptMeta(args as never))).toBe(order);
      expect(titleOf(reservationMeta(args as never))).toBe(
        `${text(language, 'reservation.number', 'K7M2-QX9P')} | Bayt`,
      );
      // Where the catalog's sign is not "#", no "#" is left from code.
      if (!String(catalogs.get(language)?.['order.number']).startsWith('#')) {
        expect(titleOf(orderMeta(args))).not.toContain('#');
        expect(titleOf(reservationMeta(args as never))).not.toContain('#');
      }
    });
  }

  it('the wallet names the order of a history line by its number, with the sign', () => {
    const line = (language: string) => {
      const Stub = createRoutesStub([{ id: 'business', path: '/', Component: WalletLine }]);
      return plain(
        renderToStaticMarkup(<Stub hydrationData={{ loaderData: { business: business(language) } }} />),
      );
    };
    expect(line('en')).toContain('#K7M2-QX9P · ');
    expect(line('fr')).toContain('n° K7M2-QX9P · ');
    expect(line('fr')).not.toContain('#');
    expect(line('ar')).toContain('رقم K7M2-QX9P · ');
    expect(line('ru')).toContain('№K7M2-QX9P · ');
  });
});
