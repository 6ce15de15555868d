import { parseTipAmount } from '@sufra/domain';

export type HandoverChoice = {
  tip: { percent: number } | { amount: number } | null;
  cutlery: boolean | null;
  noContact: boolean;
};

/**
 * The tip and handover fields as the checkout's form holds them (ADR 790, 791): read by the route
 * action before the scripts run, and by "Place order" after, so a choice made in the server's
 * fields before their code arrived is never lost. The choice only: the server prices the tip.
 */
export function handoverFromForm(form: FormData, currency: string): HandoverChoice {
  const field = (name: string, max: number) => String(form.get(name) ?? '').slice(0, max);
  const tip = field('tip', 12);
  const percent = /^p(\d{1,3})$/.exec(tip)?.[1];
  const amount = tip === 'custom' ? parseTipAmount(field('tip_amount', 20), currency) : null;
  return {
    tip: percent ? { percent: Number(percent) } : amount ? { amount } : null,
    cutlery: form.has('handover') ? form.get('cutlery') === '1' : null,
    noContact: form.get('no_contact') === '1',
  };
}
