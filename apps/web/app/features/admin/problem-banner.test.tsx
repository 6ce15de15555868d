import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslator, I18nextProvider } from '../../i18n/lite.tsx';
import { ProblemBanner } from './problem-banner.tsx';

const i18n = createTranslator('en', {
  'admin.problem.changedElsewhere': 'Someone else changed this.',
  'admin.problem.invalid': 'Check the fields.',
  'admin.reload': 'Reload',
});
const render = (problem: string, reloadHref?: string) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <ProblemBanner problem={{ problem, fields: {} }} {...(reloadHref ? { reloadHref } : {})} />
    </I18nextProvider>,
  );

describe('ProblemBanner', () => {
  it('says a changed-elsewhere refusal as an alert with ui/Banner’s reload link', () => {
    const html = render('admin.problem.changedElsewhere');
    expect(html).toContain('role="alert"');
    expect(html).toContain('Someone else changed this.');
    expect(html).toMatch(/<a href="\?"[^>]*>Reload<\/a>/);
    expect(render('admin.problem.changedElsewhere', '.')).toMatch(/<a href="\."[^>]*>Reload<\/a>/);
  });

  it('offers no reload for any other refusal', () => {
    const html = render('admin.problem.invalid');
    expect(html).toContain('Check the fields.');
    expect(html).not.toContain('Reload');
  });
});
