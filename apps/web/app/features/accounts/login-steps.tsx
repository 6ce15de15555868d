import type { OtpChannel } from '@sufra/contract';
import { ORDER_TEXT_LIMITS } from '@sufra/contract/limits';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/error-text.tsx';
import { INPUT_CLASS } from '../../ui/field.tsx';
import { PhoneCountryOptions } from '../../ui/phone-country-options.tsx';
import { DRAWN_RADIO } from '../checkout/drawn-radio.ts';
import { DeliveryNotice } from './delivery-notice.tsx';
import { ResendButton } from './resend-button.tsx';

export const field = INPUT_CLASS;
export const primary = buttonClass({ size: 'lg', block: true, pill: true }, 'shadow');

type PhoneStepProps = {
  channels: OtpChannel[];
  next: string | null;
  defaults: { phone: string; country: string; channel: OtpChannel };
  error: string | null;
  busy: boolean;
};

/** Step 1: the phone (country picker, the business's country first) and, when the business has both, SMS or WhatsApp. */
export function PhoneStep({ channels, next, defaults, error, busy }: PhoneStepProps) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="next" value={next ?? ''} />
      <p className="text-muted text-sm">{t('account.phoneIntro')}</p>
      <div className="text-sm">
        <label htmlFor="login-phone" className="text-ink">
          {t('checkout.phone')}
        </label>
        <div className="mt-1 flex gap-2" dir="ltr">
          <select
            name="country"
            aria-label={t('checkout.country')}
            defaultValue={defaults.country}
            className="min-h-11 rounded-xl bg-sunken px-2 text-ink"
          >
            <PhoneCountryOptions countryCode={defaults.country} />
          </select>
          <input
            id="login-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            defaultValue={defaults.phone}
            maxLength={ORDER_TEXT_LIMITS.phone}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'login-error' : undefined}
            className="min-h-11 min-w-0 flex-1 rounded-xl bg-sunken px-3 text-ink"
          />
        </div>
      </div>
      {channels.length > 1 ? (
        <fieldset className="space-y-2 text-sm">
          <legend className="text-ink">{t('account.channel')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {channels.map((c) => (
              <label
                key={c}
                className="flex min-h-11 items-center gap-2 rounded-xl bg-sunken px-3 text-ink has-checked:ring-2 has-checked:ring-brand"
              >
                <input
                  type="radio"
                  name="channel"
                  value={c}
                  defaultChecked={c === defaults.channel}
                  className={DRAWN_RADIO}
                />
                {t(`account.channel.${c}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <input type="hidden" name="channel" value={channels[0] ?? 'sms'} />
      )}
      <ErrorText id="login-error">{error}</ErrorText>
      <button type="submit" name="intent" value="send" disabled={busy} className={primary}>
        {t('account.sendCode')}
      </button>
    </Form>
  );
}

type CodeStepProps = {
  request: {
    request_id: string;
    masked_phone: string;
    channel: OtpChannel;
    resend_after: number;
    delivery: string;
  };
  codeLength: number;
  next: string | null;
  error: string | null;
  busy: boolean;
  intent?: string;
};

/**
 * Step 2: one field for the code, `autocomplete="one-time-code"` so the phone offers the code from
 * the message, a resend button with its timer, and the way back to another number.
 */
export function CodeStep({ request, codeLength, next, error, busy, intent = 'verify' }: CodeStepProps) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="next" value={next ?? ''} />
      <input type="hidden" name="request_id" value={request.request_id} />
      <input type="hidden" name="masked_phone" value={request.masked_phone} />
      <input type="hidden" name="channel" value={request.channel} />
      <p className="text-ink text-sm">
        {t(`account.codeSent.${request.channel}`, { phone: '' })}{' '}
        <bdi dir="ltr" className="font-semibold">
          {request.masked_phone}
        </bdi>
      </p>
      <DeliveryNotice requestId={request.request_id} initial={request.delivery} />
      <div className="text-sm">
        <label htmlFor="login-code" className="text-ink">
          {t('account.code')}
        </label>
        <input
          id="login-code"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          // Room for spaces or a dash as some keyboards paste them; the server reads the digits.
          maxLength={codeLength + 4}
          // biome-ignore lint/a11y/noAutofocus: the code is the only thing to do on this step.
          autoFocus
          dir="ltr"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'code-error' : undefined}
          className={`${field} text-center font-semibold text-2xl tracking-[0.4em]`}
        />
      </div>
      <ErrorText id="code-error">{error}</ErrorText>
      <button type="submit" name="intent" value={intent} disabled={busy} className={primary}>
        {t('account.verify')}
      </button>
      {/* Wraps: "29秒後に再送信できます" and "別の番号を使う" are wider than 320 px together (ADR 1504). */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ResendButton seconds={request.resend_after} busy={busy} />
        <a href="?" className="min-h-11 content-center px-2 text-muted text-sm underline">
          {t('account.otherNumber')}
        </a>
      </div>
    </Form>
  );
}

/** Step 3, for a new number only: the name (and nothing else that is not needed). */
export function NameStep({
  next,
  error,
  busy,
}: {
  next: string | null;
  error: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="next" value={next ?? ''} />
      <p className="text-ink text-sm">{t('account.welcome')}</p>
      <label className="block text-sm">
        <span className="text-ink">{t('checkout.name')}</span>
        <input
          type="text"
          name="name"
          autoComplete="name"
          required
          maxLength={ORDER_TEXT_LIMITS.name}
          // biome-ignore lint/a11y/noAutofocus: the name is the only thing to do on this step.
          autoFocus
          className={field}
        />
      </label>
      <ErrorText id="name-error">{error}</ErrorText>
      <button type="submit" name="intent" value="name" disabled={busy} className={primary}>
        {t('account.continue')}
      </button>
    </Form>
  );
}
