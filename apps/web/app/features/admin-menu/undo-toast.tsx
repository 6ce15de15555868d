import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import { DELETE_FETCHER, RESTORE_FETCHER, type WriteResult } from './optimistic-writes.ts';

/** How long the Undo stays offered ([product: Back office], ADR 1210); paused while in use. */
export const UNDO_MS = 8000;

type Note =
  | { kind: 'deleted'; name: string; undo: { intent: string; id: number } | null }
  | { kind: 'notDeleted' | 'notRestored'; name: string; problem: string }
  | { kind: 'restored'; name: string };

function noteOf(
  source: 'delete' | 'restore',
  fetcher: { formData?: FormData | undefined; data?: WriteResult | undefined },
): Note | null {
  const sent = fetcher.formData;
  if (sent) {
    const name = String(sent.get('name') ?? '');
    // While the write is on its way: the row is already gone; Undo waits for the answer.
    return source === 'delete' ? { kind: 'deleted', name, undo: null } : { kind: 'restored', name };
  }
  const answer = fetcher.data;
  if (!answer) return null;
  const name = answer.name ?? '';
  if (!answer.ok)
    return { kind: source === 'delete' ? 'notDeleted' : 'notRestored', name, problem: answer.problem };
  if (source === 'restore') return { kind: 'restored', name };
  return answer.undo ? { kind: 'deleted', name, undo: answer.undo } : null;
}

/**
 * The "Deleted · Undo" toast (ADR 1210): a polite status region (announced, never taking focus)
 * at the bottom of the screen, within a thumb's reach on a phone. It follows the page's shared
 * deletion and restore fetchers; without scripts, the action's answer to the native form shows it
 * (`fallback`) and Undo is a real form too. It leaves after 8 s, not while pointed at or focused.
 */
export function UndoToast({ fallback }: { fallback: WriteResult | undefined }) {
  const { t } = useTranslation();
  const deletion = useFetcher<WriteResult>({ key: DELETE_FETCHER });
  const restore = useFetcher<WriteResult>({ key: RESTORE_FETCHER });
  const [last, setLast] = useState<'fallback' | 'delete' | 'restore'>('fallback');
  const [closed, setClosed] = useState<unknown>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (deletion.state === 'submitting') setLast('delete');
  }, [deletion.state]);
  useEffect(() => {
    if (restore.state === 'submitting') setLast('restore');
  }, [restore.state]);

  const note =
    last === 'delete'
      ? noteOf('delete', deletion)
      : last === 'restore'
        ? noteOf('restore', restore)
        : fallback
          ? noteOf('delete', { data: fallback })
          : null;
  // What the note shows: a new submission or answer is a new note, open again.
  const identity =
    last === 'delete'
      ? (deletion.formData ?? deletion.data)
      : last === 'restore'
        ? (restore.formData ?? restore.data)
        : fallback;
  const open = note !== null && closed !== identity;
  const settled = last === 'fallback' || (last === 'delete' ? deletion : restore).state === 'idle';

  useEffect(() => {
    if (!open || !settled || paused) return;
    const timer = setTimeout(() => setClosed(identity), UNDO_MS);
    return () => clearTimeout(timer);
  }, [open, settled, paused, identity]);

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      <div
        role="status"
        aria-live="polite"
        className="w-full max-w-md"
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        {open && note ? (
          <div
            data-undo-toast={note.kind}
            className="pointer-events-auto flex min-h-14 items-center gap-2 rounded-2xl bg-ink py-2 ps-4 pe-2 text-card shadow-xl"
          >
            <p className="min-w-0 flex-1 text-sm">
              {note.kind === 'deleted' ? t('admin.undo.deleted', { name: note.name }) : null}
              {note.kind === 'restored' ? t('admin.undo.restored', { name: note.name }) : null}
              {note.kind === 'notDeleted' || note.kind === 'notRestored' ? (
                <>
                  <span className="block font-semibold">
                    {t(note.kind === 'notDeleted' ? 'admin.undo.notDeleted' : 'admin.undo.notRestored', {
                      name: note.name,
                    })}
                  </span>
                  {t(note.problem)}
                </>
              ) : null}
            </p>
            {note.kind === 'deleted' ? (
              <restore.Form method="post">
                <input type="hidden" name="intent" value={note.undo?.intent ?? ''} />
                <input type="hidden" name="id" value={note.undo?.id ?? ''} />
                <input type="hidden" name="name" value={note.name} />
                <Button
                  type="submit"
                  variant="inverse"
                  pill
                  disabled={!note.undo}
                  aria-label={t('admin.undo.undoLabel', { name: note.name })}
                >
                  {t('admin.undo.undo')}
                </Button>
              </restore.Form>
            ) : null}
            <Button
              variant="inverseQuiet"
              size="icon"
              pill
              className="shrink-0"
              onClick={() => setClosed(identity)}
              aria-label={t('admin.undo.dismiss')}
            >
              <span aria-hidden="true">×</span>
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
