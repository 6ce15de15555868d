import { READY_MINUTES_CHOICES } from '@sufra/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/error-text.tsx';

/**
 * Bulk accept (ADR 1431): the new orders ticked (or all those shown) accepted
 * at once with one promise. The server checks each; those it refused stay ticked and are named.
 */
export function BulkAcceptBar({
  count,
  readyIn,
  onReadyIn,
  allAcceptable,
  onSelectAll,
  onAccept,
}: {
  count: number;
  readyIn: number;
  onReadyIn: (minutes: number) => void;
  allAcceptable: number[];
  onSelectAll: (ids: number[]) => void;
  /** Null when all went through, else what to say (the refused orders' numbers, or a code). */
  onAccept: () => Promise<string | null>;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  if (!allAcceptable.length && !count) return null;
  return (
    <div
      className="mb-3 flex flex-wrap items-center gap-2 rounded-2xl bg-sunken px-3 py-2 text-sm"
      data-testid="bulk-bar"
    >
      <Button type="button" size="sm" variant="outline" onClick={() => onSelectAll(allAcceptable)}>
        {t('staff.bulk.selectAll', { count: allAcceptable.length, n: i18n.number(allAcceptable.length) })}
      </Button>
      <label className="flex items-center gap-2 text-ink">
        {t('staff.readyIn')}
        <select
          value={readyIn}
          onChange={(e) => onReadyIn(Number(e.target.value))}
          className="min-h-10 rounded-xl bg-card px-2 font-semibold ring-1 ring-line"
        >
          {READY_MINUTES_CHOICES.map((m) => (
            <option key={m} value={m}>
              {t('item.minutes', { count: m })}
            </option>
          ))}
        </select>
      </label>
      <Button
        type="button"
        size="sm"
        disabled={!count}
        pending={busy}
        pendingLabel="…"
        data-testid="bulk-accept"
        onClick={async () => {
          setBusy(true);
          setRefused(await onAccept());
          setBusy(false);
        }}
      >
        {t('staff.bulk.accept', { count, n: i18n.number(count) })}
      </Button>
      {refused ? <ErrorText>{t('staff.bulk.refused', { ids: refused })}</ErrorText> : null}
    </div>
  );
}
