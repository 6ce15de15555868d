import { getOtpStatus } from '@sufra/contract/client';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { browserApi } from '../../platform/browser-api.ts';

/**
 * Follows a code request while it is queued: when every try to send failed, the diner reads
 * "could not send, try again" instead of waiting for a message that will not come (ADR 701).
 */
export function DeliveryNotice({ requestId, initial }: { requestId: string; initial: string }) {
  const { t } = useTranslation();
  const [delivery, setDelivery] = useState(initial);
  useEffect(() => {
    setDelivery(initial);
    if (initial !== 'queued') return;
    let stop = false;
    let polls = 0;
    const api = browserApi();
    const poll = async () => {
      if (stop || polls++ > 40) return;
      const status = await getOtpStatus(api, requestId).catch(() => null);
      if (stop) return;
      if (status) setDelivery(status.delivery);
      if (!status || status.delivery === 'queued') setTimeout(poll, 1500);
    };
    const first = setTimeout(poll, 800);
    return () => {
      stop = true;
      clearTimeout(first);
    };
  }, [requestId, initial]);
  if (delivery !== 'failed') return null;
  return (
    <p
      role="alert"
      className="rounded-2xl bg-rose-50 p-3 text-rose-800 text-sm dark:bg-rose-950 dark:text-rose-200"
    >
      {t('account.sendFailed')}
    </p>
  );
}
