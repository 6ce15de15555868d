import { formatOrderRef } from '@sufra/contract/order-ref';
import { MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from '../../i18n/lite.tsx';

/** `orderRef`: the order's public reference, what the restaurant finds it by (ADR 1471). */
type Props = { orderRef: string; phone: string | null; whatsapp: string | null; showCall: boolean };

/** wa.me wants the number's digits only, with its country code. */
export const whatsappLink = (phone: string, text: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/**
 * "Need help with this order?": call the branch or write to the business on WhatsApp, the message
 * already naming the order (ADR 903). The call is left out where the pickup card already has it.
 */
export function ContactRestaurant({ orderRef, phone, whatsapp, showCall }: Props) {
  const { t } = useTranslation();
  const call = showCall && phone ? phone : null;
  if (!call && !whatsapp) return null;
  return (
    <section className="rounded-3xl bg-card p-5 ring-1 ring-line" data-testid="contact-restaurant">
      <h2 className="font-semibold text-ink">{t('afterOrder.help')}</h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {call ? (
          <a
            href={`tel:${call}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-2xl bg-sunken px-4 font-semibold text-ink text-sm"
          >
            <Phone className="size-4" aria-hidden /> {t('afterOrder.call')}
          </a>
        ) : null}
        {whatsapp ? (
          <a
            href={whatsappLink(whatsapp, t('afterOrder.whatsappText', { id: formatOrderRef(orderRef) }))}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-2xl bg-emerald-700 px-4 font-semibold text-sm text-white"
          >
            <MessageCircle className="size-4" aria-hidden /> {t('afterOrder.whatsapp')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
