import { formatMoney } from '@sufra/domain';
import { dateFormat } from '../../ui/format.ts';

/** How the offers page words an amount off: "25 %" in the page's language, or the money. */
export function amountText(kind: 'percent' | 'fixed', value: number, currency: string, language: string) {
  if (kind === 'fixed') return formatMoney(value, currency, language);
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 3 }).format(value / 100);
}

/** An instant in words, in the business's zone. */
export const momentText = (iso: string, timeZone: string, language: string) =>
  dateFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
