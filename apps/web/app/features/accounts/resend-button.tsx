import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';

/**
 * "Send again" with the [product: Accounts] timer: counts down from the server's `resend_after`, then lets
 * the diner ask again. Without scripts the button is simply there; the server keeps the limits.
 */
export function ResendButton({ seconds, busy }: { seconds: number; busy: boolean }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  const waiting = left > 0;
  return (
    <button
      type="submit"
      name="intent"
      value="resend"
      formNoValidate
      disabled={waiting || busy}
      aria-live="polite"
      className="min-h-11 whitespace-nowrap rounded-full px-2 font-semibold text-brand-ink disabled:text-muted"
    >
      {waiting ? t('account.resendIn', { seconds: left }) : t('account.resend')}
    </button>
  );
}
