import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';

/** A checkout step's title with the way back (the arrow turns with the reading direction). */
export function StepHeader({ title, back, step }: { title: string; back: string; step?: string }) {
  const { t } = useTranslation();
  return (
    <header className="flex items-center gap-2">
      <Link
        to={back}
        aria-label={t('common.back')}
        className="grid size-11 place-items-center rounded-full text-ink hover:bg-sunken"
      >
        <ArrowLeft className="size-5 rtl:rotate-180" aria-hidden />
      </Link>
      <h1 className="flex-1 font-bold text-2xl text-ink">{title}</h1>
      {step ? <span className="text-muted text-sm">{step}</span> : null}
    </header>
  );
}
