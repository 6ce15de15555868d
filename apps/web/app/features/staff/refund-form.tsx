import type { StaffOrder, StaffRefundRequest } from '@sufra/contract';
import { formatMoney, parseMajorUnits } from '@sufra/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/error-text.tsx';
import { Field, INPUT_CLASS } from '../../ui/field.tsx';

/** 0 to `most`: how many of a line to refund. */
const quantities = (most: number) => Array.from({ length: most + 1 }, (_, n) => n);

/**
 * "Refund…" on a board card (ADR 1430): some items (and how many of each) or an amount, with a
 * reason. The server prices the items and refuses more than is left; this form only asks.
 */
export function RefundForm({
  order,
  currency,
  onRefund,
}: {
  order: StaffOrder;
  currency: string;
  onRefund: (body: StaffRefundRequest) => Promise<string | null>;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'items' | 'amount'>('items');
  const [picked, setPicked] = useState<Record<number, number>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  if (order.refundable <= 0) return null;
  if (!open)
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        data-testid="refund-open"
      >
        {t('staff.refund.open')}
      </Button>
    );

  async function submit() {
    setProblem(null);
    const lines = Object.entries(picked)
      .filter(([, quantity]) => quantity > 0)
      .map(([position, quantity]) => ({ position: Number(position), quantity }));
    const minor = parseMajorUnits(amount.trim(), currency);
    if (mode === 'items' && !lines.length) return setProblem(t('staff.refund.pickItems'));
    if (mode === 'amount' && (minor === null || minor < 1 || minor > order.refundable))
      return setProblem(t('staff.refund.amountInvalid', { amount: money(order.refundable) }));
    if (!reason.trim()) return setProblem(t('staff.refund.reasonNeeded'));
    const body: StaffRefundRequest =
      mode === 'items' ? { lines, reason: reason.trim() } : { amount: minor ?? 0, reason: reason.trim() };
    setBusy(true);
    const code = await onRefund(body);
    setBusy(false);
    if (code) setProblem(t(`staff.problem.${code}`, { defaultValue: t('staff.refused', { code }) }));
    else {
      setOpen(false);
      setPicked({});
      setAmount('');
      setReason('');
    }
  }

  return (
    <form
      className="mt-3 space-y-3 rounded-2xl bg-sunken p-3 text-sm"
      data-testid="refund-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="font-semibold text-ink">{t('staff.refund.left', { amount: money(order.refundable) })}</p>
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t('staff.refund.how')}</legend>
        {(['items', 'amount'] as const).map((m) => (
          <Button
            key={m}
            type="button"
            size="sm"
            variant={mode === m ? 'primary' : 'outline'}
            aria-pressed={mode === m}
            onClick={() => setMode(m)}
          >
            {t(`staff.refund.by.${m}`)}
          </Button>
        ))}
      </fieldset>
      {mode === 'items' ? (
        <ul className="space-y-1">
          {(order.lines ?? []).map((line) => (
            <li key={line.position} className="flex items-center gap-2">
              <label className="flex flex-1 items-center gap-2" htmlFor={`${id}-line-${line.position}`}>
                <span className="flex-1">
                  {line.name}
                  {line.label ? <span className="text-muted"> · {line.label}</span> : null}
                </span>
                <span className="text-muted tabular-nums">{money(line.net)}</span>
              </label>
              <select
                id={`${id}-line-${line.position}`}
                value={picked[line.position] ?? 0}
                onChange={(e) => setPicked((p) => ({ ...p, [line.position]: Number(e.target.value) }))}
                className="min-h-10 rounded-xl bg-card px-2 ring-1 ring-line"
                data-testid="refund-line"
              >
                {quantities(line.quantity).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
      ) : (
        <Field id={`${id}-amount`} label={t('staff.refund.amount', { currency })}>
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className={INPUT_CLASS}
              data-testid="refund-amount"
            />
          )}
        </Field>
      )}
      <Field id={`${id}-reason`} label={t('staff.refund.reason')}>
        {(control) => (
          <input
            {...control}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={INPUT_CLASS}
            data-testid="refund-reason"
          />
        )}
      </Field>
      {problem ? <ErrorText>{problem}</ErrorText> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant="danger"
          size="sm"
          pending={busy}
          pendingLabel="…"
          data-testid="refund-submit"
        >
          {t('staff.refund.submit')}
        </Button>
        <Button type="button" variant="quiet" size="sm" onClick={() => setOpen(false)}>
          {t('staff.refund.close')}
        </Button>
      </div>
    </form>
  );
}
