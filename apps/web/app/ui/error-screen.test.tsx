import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { I18nextProvider } from '../i18n/lite.tsx';
import en from '../locales/en.json' with { type: 'json' };
import { ErrorScreen } from './error-screen.tsx';

const render = (props: Parameters<typeof ErrorScreen>[0]) =>
  renderToString(
    <MemoryRouter>
      <I18nextProvider i18n={createI18n('en', en)}>
        <ErrorScreen {...props} />
      </I18nextProvider>
    </MemoryRouter>,
  );

describe('error screens ([product: Calls and failures])', () => {
  it('433 has its own page, with the brand in the title', () => {
    const html = render({ status: 433, brand: 'Bayt Al Bahar' });
    expect(html).toContain('<title>Bayt Al Bahar | This storefront is not available</title>');
    expect(html).toContain('not taking orders online');
  });
  it('404 is the not-found page', () => {
    expect(render({ status: 404 })).toContain('<title>Sufra | Page not found</title>');
  });
  it('500 and unknown 5xx take the server-error look, with a retry; a failed menu fetch says so', () => {
    const html = render({ status: 503, brand: 'B', message: 'MENU_FETCH_FAILED', home: '/demo' });
    expect(html).toContain('<title>B | Something went wrong</title>');
    expect(html).toContain('Fail to fetch menu, please try later');
    expect(html).toContain('Try again');
    expect(html).toContain('href="/demo"');
  });
  it('any other error shows its message as the page', () => {
    expect(render({ status: 410, message: 'This menu has moved' })).toContain(
      '<h1 class="font-semibold text-2xl text-ink">This menu has moved</h1>',
    );
  });
  it('a POST to a page without an action (405) says so in words, never the internal route name', () => {
    const html = render({
      status: 405,
      brand: 'B',
      message:
        'You made a POST request to "/demo/pickup" but did not provide an `action` for route "routes/menu", so there is no way to handle the request.',
    });
    expect(html).toContain('<title>B | That cannot be done on this page.</title>');
    expect(html).not.toContain('routes/');
  });
  it('a POST to a page (405) reads in words even though no catalog reached the page (ADR 1383)', () => {
    // No loader ran: the provider has no catalog at all.
    const html = renderToString(
      <MemoryRouter>
        <I18nextProvider i18n={createI18n('en', {})}>
          <ErrorScreen status={405} message="Method Not Allowed" />
        </I18nextProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('<title>Sufra | That cannot be done on this page.</title>');
    expect(html).toContain('Back to the menu');
    expect(html).not.toContain('error.notAllowed');
    expect(html).not.toContain('common.');
  });
});
