import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Drawer } from 'vaul';
import { useTranslation } from '../../i18n/lite.tsx';

/**
 * The bottom sheet an item's choices open in, over the menu or over a booking's pre-order.
 * Focus goes into the sheet on open and stays there (ADR 900: it stayed on the menu behind,
 * 181 Tabs away); on close it returns where `restoreFocus` says.
 */
export function ItemDrawer({
  onClose,
  restoreFocus,
  loadingTitle,
  children,
}: {
  onClose: () => void;
  restoreFocus: () => void;
  /** The dialog's title while the item loads (the item's own title is the title once shown). */
  loadingTitle: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open autoFocus onOpenChange={(open) => !open && onClose()} repositionInputs={false}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <Drawer.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            restoreFocus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[94dvh] max-w-2xl flex-col overflow-hidden rounded-t-3xl bg-surface outline-none"
        >
          {/* Its own row above what scrolls (ADR 1455): floating over the content, the ✕ covered the
              prices at the end of option rows as they scrolled under it (320 px). */}
          <div className="relative flex h-13 shrink-0 items-center justify-end border-line border-b px-3">
            <div aria-hidden className="absolute inset-x-0 top-2 mx-auto h-1.5 w-12 rounded-full bg-line" />
            {loadingTitle === null ? null : <Drawer.Title className="sr-only">{loadingTitle}</Drawer.Title>}
            <button
              type="button"
              onClick={onClose}
              className="grid size-10 place-items-center rounded-full bg-sunken text-ink"
              aria-label={t('common.close')}
              data-testid="sheet-close"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          {/* Scroll padding: a control reached by Tab stops above the sticky Add bar, not under it. */}
          <div className="scroll-pb-32 overflow-y-auto overscroll-contain">{children}</div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}

/** The item's title as the sheet's dialog title. */
export const drawerTitle = (title: ReactNode) => <Drawer.Title asChild>{title}</Drawer.Title>;
