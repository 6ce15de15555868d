import { useTranslation } from '../../i18n/lite.tsx';
import type { SetupResult } from './setup-ui.tsx';

/** A page's action answer that may say how a removal went (ADR 1140, 1141). */
export type RemovalResult = SetupResult & { removed?: 'deleted' | 'retired' };

/**
 * What became of a removed package or survey: deleted (nobody bought or answered it) or retired
 * (kept, off, with its purchases or answers). Nothing when the last answer was not a removal.
 */
export function RemovalNote({
  actionData,
  words,
}: {
  actionData: unknown;
  words: { deleted: string; retired: string };
}) {
  const { t } = useTranslation();
  const removed = (actionData as RemovalResult | undefined)?.removed;
  if (!removed) return null;
  return (
    <p role="status" className="mb-4 rounded-2xl bg-card px-4 py-3 text-ink text-sm ring-1 ring-line">
      {t(words[removed])}
    </p>
  );
}
