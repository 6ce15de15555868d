import { MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { mapLink } from './address-text.ts';

type Branch = { name: string; address: string; phone: string | null; lat: number | null; lng: number | null };

/**
 * Where to collect the order (ADR 900): the branch's address, a map link for the drive there
 * and its phone. Shown on every order that is not delivered.
 */
export function PickupBranch({ branch, children }: { branch: Branch; children?: ReactNode }) {
  const { t } = useTranslation();
  const map = mapLink(branch);
  return (
    <section className="rounded-3xl bg-card p-5 ring-1 ring-line" data-testid="pickup-branch">
      <h2 className="font-semibold text-ink">{t('order.collectFrom')}</h2>
      <p className="mt-1 flex items-start gap-2 text-ink text-sm">
        <MapPin className="mt-0.5 size-4 shrink-0 text-brand-ink" aria-hidden />
        <span>
          <span className="block font-medium">{branch.name}</span>
          <span className="block text-muted">{branch.address}</span>
        </span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {map ? (
          <a href={map} target="_blank" rel="noreferrer" className={buttonClass({}, 'text-sm')}>
            <MapPin className="size-4" aria-hidden /> {t('order.directions')}
          </a>
        ) : null}
        {branch.phone ? (
          <a
            href={`tel:${branch.phone}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-2xl bg-sunken px-4 font-semibold text-ink text-sm"
          >
            <Phone className="size-4" aria-hidden /> {t('order.callBranch')}
          </a>
        ) : null}
      </div>
      {children ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}
