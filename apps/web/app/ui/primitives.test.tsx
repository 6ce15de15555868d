import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Banner } from './banner.tsx';
import { Button, buttonClass } from './button.tsx';
import { ErrorText } from './error-text.tsx';
import { Field } from './field.tsx';

describe('UI primitives', () => {
  it('a Button is type="button" unless told, in its variant, and pending disables it and says so', () => {
    const plain = renderToString(<Button>Add</Button>);
    expect(plain).toContain('type="button"');
    expect(plain).toContain('bg-brand');
    expect(plain).not.toContain('disabled=""');
    const pending = renderToString(
      <Button type="submit" variant="danger" pending pendingLabel="Sending…">
        Send
      </Button>,
    );
    expect(pending).toContain('type="submit"');
    expect(pending).toContain('disabled=""');
    expect(pending).toContain('aria-busy="true"');
    expect(pending).toContain('bg-rose-700');
    expect(pending).toContain('Sending…');
    expect(pending).not.toContain('>Send<');
  });

  it('buttonClass gives a link the same look: size, width, shape', () => {
    const cls = buttonClass({ variant: 'secondary', size: 'xl', block: true, pill: true }, 'mt-4');
    expect(cls.split(' ')).toEqual(
      expect.arrayContaining(['bg-sunken', 'min-h-13', 'w-full', 'rounded-full', 'mt-4']),
    );
    expect(cls).not.toContain('rounded-2xl');
  });

  it('the back office’s looks are variants too: card, quiet (icon-sized) and dangerOutline', () => {
    expect(buttonClass({ variant: 'card', pill: true }).split(' ')).toEqual(
      expect.arrayContaining(['bg-card', 'border-line', 'rounded-full', 'min-h-11']),
    );
    expect(buttonClass({ variant: 'quiet', size: 'icon' }).split(' ')).toEqual(
      expect.arrayContaining(['min-w-11', 'min-h-11', 'hover:bg-sunken']),
    );
    const remove = renderToString(
      <Button type="submit" variant="dangerOutline">
        Remove
      </Button>,
    );
    expect(remove).toContain('text-rose-700');
    expect(remove).not.toContain('bg-rose-700');
    expect(buttonClass({ variant: 'inverse' })).toContain('focus-visible:ring-offset-ink');
  });

  it('a Field describes its control by its hint and its error, and marks it invalid', () => {
    const html = renderToString(
      <Field id="email" label="Email" hint="We never share it" error="Not an email">
        {(control) => <input type="email" {...control} />}
      </Field>,
    );
    expect(html).toContain('for="email"');
    expect(html).toContain('aria-describedby="email-hint email-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/id="email-error" role="alert"[^>]*>Not an email/);
    const calm = renderToString(
      <Field id="n" label="Name">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(calm).not.toContain('aria-describedby');
    expect(calm).not.toContain('aria-invalid');
    expect(calm).not.toContain('role="alert"');
  });

  it("a Field's back-office variant is the same field with the back office's label", () => {
    const html = renderToString(
      <Field id="price" label="Price" variant="backOffice" error="Too high">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(html).toMatch(/<label for="price" class="font-medium text-ink text-sm">Price<\/label>/);
    expect(html).toContain('aria-describedby="price-error"');
  });

  it('ErrorText says nothing without a text', () => {
    expect(renderToString(<ErrorText id="e">{null}</ErrorText>)).toBe('');
    expect(renderToString(<ErrorText id="e">Too long</ErrorText>)).toContain('role="alert"');
  });

  it('a Banner is an alert or a status, and the changed-elsewhere one links to a reload', () => {
    expect(renderToString(<Banner tone="ok">Saved</Banner>)).toContain('role="status"');
    const html = renderToString(
      <Banner tone="error" reload={{ href: '?', label: 'Reload' }}>
        Someone changed this meanwhile.
      </Banner>,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('<a href="?" class="font-semibold underline">Reload</a>');
  });
});
