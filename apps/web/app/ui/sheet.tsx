import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/lite.tsx';

type Props = {
  /** The heading's id: the dialog is labelled by it. */
  titleId: string;
  title: ReactNode;
  /** After it closed (its ✕, Escape, a tap on the backdrop, or `close()` on the ref). */
  onClose?: () => void;
  /** A long list: the sheet stops at 85 % of the screen and its body scrolls. */
  tall?: boolean;
  /** For content that closes the sheet itself. */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  testId?: string;
  children: ReactNode;
};

/**
 * A bottom sheet on phones, a centred card from `sm` up: a modal `<dialog>` shown when it mounts,
 * so focus, Escape and the inert page come from the browser. Every sheet of the storefront (more,
 * language, rating prompt) is this one.
 */
export function Sheet({ titleId, title, onClose, tall = false, dialogRef, testId, children }: Props) {
  const { t } = useTranslation();
  const own = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? own;
  useEffect(() => {
    ref.current?.showModal();
  }, [ref]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape already does for keyboards.
    <dialog
      ref={ref}
      onClose={onClose}
      onClick={(e) => e.target === ref.current && ref.current?.close()}
      aria-labelledby={titleId}
      data-testid={testId}
      className={`m-0 mt-auto w-full max-w-none bg-transparent p-0 backdrop:bg-black/45 sm:m-auto sm:max-w-md ${tall ? 'max-h-[85dvh]' : ''}`}
    >
      <div
        className={`rounded-t-3xl bg-card p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-ink sm:rounded-3xl ${tall ? 'flex max-h-[85dvh] flex-col' : ''}`}
      >
        <div className={`flex items-center justify-between ${tall ? 'mb-3' : 'mb-2'}`}>
          <h2 id={titleId} className="font-bold text-lg">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="grid size-10 place-items-center rounded-full bg-sunken"
            aria-label={t('common.close')}
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
