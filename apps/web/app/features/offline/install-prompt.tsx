import { Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { DeferredPrompt } from './register.ts';

const dismissedKey = (ref: string) => `sufra-install-dismissed:${ref}`;

/**
 * "Add to your home screen", offered after an order (ADR 823) — never on a first visit: the
 * browser's prompt, held back by register.ts, shows when the diner asks for it; "Not now" is
 * remembered for this storefront.
 */
export function InstallPrompt({ reference, name }: { reference: string; name: string }) {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState<DeferredPrompt | null>(null);
  useEffect(() => {
    if (localStorage.getItem(dismissedKey(reference))) return;
    const take = () =>
      setPrompt((window as { __sufraInstall?: DeferredPrompt | null }).__sufraInstall ?? null);
    take();
    addEventListener('sufra:installable', take);
    return () => removeEventListener('sufra:installable', take);
  }, [reference]);
  if (!prompt) return null;
  const close = (remember: boolean) => {
    if (remember) localStorage.setItem(dismissedKey(reference), '1');
    (window as { __sufraInstall?: DeferredPrompt | null }).__sufraInstall = null;
    setPrompt(null);
  };
  return (
    <section
      className="flex items-start gap-3 rounded-3xl bg-card p-4 ring-1 ring-line"
      data-testid="install-prompt"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand/10 text-brand-ink">
        <Smartphone className="size-5.5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-ink">{t('install.title', { name })}</h2>
        <p className="text-muted text-sm">{t('install.body')}</p>
        <div className="mt-3 flex gap-2">
          <Button
            type="button"
            size="sm"
            pill
            onClick={async () => {
              await prompt.prompt().catch(() => undefined);
              close(false);
            }}
          >
            {t('install.action')}
          </Button>
          <button
            type="button"
            className="rounded-full px-4 py-2 text-muted text-sm"
            onClick={() => close(true)}
          >
            {t('install.later')}
          </button>
        </div>
      </div>
    </section>
  );
}
