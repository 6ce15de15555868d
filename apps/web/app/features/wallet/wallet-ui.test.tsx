import type { WalletHistoryEntry } from '@sufra/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n.ts';
import { I18nextProvider } from '../../i18n/lite.tsx';
import { readCatalogs } from '../i18n/catalog-files.ts';
import { HistoryRow } from './wallet-ui.tsx';

/**
 * A wallet line's time is the business's clock, as the order pages and the staff read theirs: a
 * phone set to another zone (a visitor, a phone left on UTC) must not show a top-up at 10 PM that
 * the restaurant's receipt dates 1 AM the next day.
 */
const en = readCatalogs().get('en') as Record<string, string>;
const ENTRY: WalletHistoryEntry = {
  kind: 'package',
  amount: 5000,
  on_hold_change: 0,
  order_ref: null,
  reason: null,
  // 22:00 UTC on 7 December is 01:00 on 8 December in Kuwait (UTC+3).
  created_at: '2026-12-07T22:00:00Z',
};

/** The line as the wallet page renders it, in English, for a business in `timeZone`. */
function Line({ timeZone }: { timeZone: string }) {
  return (
    <I18nextProvider i18n={createI18n('en', en)}>
      <ul>
        <HistoryRow entry={ENTRY} timeZone={timeZone} />
      </ul>
    </I18nextProvider>
  );
}
const Kuwait = () => <Line timeZone="Asia/Kuwait" />;
const London = () => <Line timeZone="Europe/London" />;

function render(Component: () => React.JSX.Element) {
  const business = {
    language: 'en',
    contentLanguage: 'en',
    restaurant: { currency: 'KWD', locales: ['en'] },
  };
  const Stub = createRoutesStub([{ id: 'business', path: '/', Component }]);
  return renderToStaticMarkup(<Stub hydrationData={{ loaderData: { business } }} />);
}

describe('the wallet history in the business’s time zone', () => {
  it('dates a line by the business’s clock, whatever the phone’s zone', () => {
    const kuwait = render(Kuwait);
    expect(kuwait).toContain('Dec 8, 2026');
    expect(kuwait).toMatch(/1:00\sAM/);
    const london = render(London);
    expect(london).toContain('Dec 7, 2026');
    expect(london).toMatch(/10:00\sPM/);
  });
});
