import type { AdminItem } from '@sufra/contract';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import { dateFormat } from '../../ui/format.ts';
import { useAdminTimeZone } from '../admin/admin-ui.tsx';
import { useToggle } from './optimistic-writes.ts';

/**
 * When a sold-out item comes back, as a time of the business's own day ([product: Back office]): an
 * owner abroad, or a server in UTC, must not read another clock — and the page the server renders
 * then matches the one the browser hydrates.
 */
export const backAtText = (at: string | number, language: string, timeZone: string | undefined) =>
  dateFormat(language, { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) }).format(
    new Date(at),
  );

/** How long an item stays sold out when marked ([product: Back office]); 0: until someone says. */
const BACK_IN_MINUTES = [0, 30, 60, 120, 240] as const;

/**
 * "86" at one branch: one tap marks the item sold out (for a while, or until said otherwise); one
 * tap brings it back. A real form: it works before the page's scripts arrive; after, it is a
 * fetcher whose change shows at once and goes back, saying why, if refused (ADR 1210).
 */
export function SoldOutControl({
  item,
  itemName,
  branch,
  branchName,
}: {
  item: AdminItem;
  itemName: string;
  branch: { id: number };
  branchName: string | null;
}) {
  const { t, i18n } = useTranslation();
  const saved = item.sold_out.find((s) => s.branch_id === branch.id);
  const { fetcher, value: soldOut, refused } = useToggle('sold_out', saved !== undefined);
  const minutes = Number(fetcher.formData?.get('back_in') ?? 0);
  // While the write is on its way, "back at" is the one just chosen.
  const backTime = fetcher.formData ? (minutes > 0 ? Date.now() + minutes * 60_000 : null) : saved?.back_at;
  const where = branchName ? `${branchName}: ` : '';
  const timeZone = useAdminTimeZone();
  const backAt = backTime ? backAtText(backTime, i18n.language, timeZone) : null;
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="sold-out" />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="branch_id" value={branch.id} />
      <input type="hidden" name="sold_out" value={soldOut ? 'false' : 'true'} />
      {/* Why the last tap did not stick: said, and announced, beside the control. */}
      {/* Always present, so the reason is announced when it appears; takes no room while empty. */}
      <p role="status" className="w-full text-rose-700 text-sm empty:sr-only dark:text-rose-300">
        {refused ? t(refused.problem) : null}
      </p>
      {soldOut ? (
        <>
          <span className="rounded-full bg-rose-100 px-3 py-1 font-medium text-rose-900 text-sm dark:bg-rose-950 dark:text-rose-100">
            {where}
            {backAt ? t('admin.soldOut.until', { time: backAt }) : t('admin.soldOut.now')}
          </span>
          <Button
            type="submit"
            variant="card"
            pill
            aria-label={t('admin.soldOut.backLabel', { name: itemName })}
          >
            {t('admin.soldOut.back')}
          </Button>
        </>
      ) : (
        <>
          {branchName ? <span className="w-full text-muted text-sm sm:w-auto">{branchName}</span> : null}
          <label className="sr-only" htmlFor={`back-in-${item.id}-${branch.id}`}>
            {t('admin.soldOut.for')}
          </label>
          <select
            id={`back-in-${item.id}-${branch.id}`}
            name="back_in"
            className="min-h-11 rounded-xl border border-line bg-card px-2 text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40"
            defaultValue="0"
          >
            {BACK_IN_MINUTES.map((m) => (
              <option key={m} value={m}>
                {m === 0
                  ? t('admin.soldOut.untilSaid')
                  : m < 60
                    ? t('admin.soldOut.forMinutes', { count: m })
                    : t('admin.soldOut.forHours', { count: m / 60 })}
              </option>
            ))}
          </select>
          <Button
            type="submit"
            variant="card"
            pill
            aria-label={t('admin.soldOut.markLabel', { name: itemName })}
          >
            {t('admin.soldOut.mark')}
          </Button>
        </>
      )}
    </fetcher.Form>
  );
}
