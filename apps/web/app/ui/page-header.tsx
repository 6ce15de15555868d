import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/lite.tsx';

/** An information page's title with the way back to the business (the arrow turns with RTL). */
export function PageHeader({
  title,
  back,
  className = '',
}: {
  title: string;
  back: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`flex items-center gap-3 py-3 ${className}`}>
      <Link
        to={back}
        className="grid size-10 place-items-center rounded-full bg-sunken"
        aria-label={t('common.back')}
      >
        <ArrowLeft className="size-5 rtl:rotate-180" aria-hidden />
      </Link>
      <h1 className="font-bold text-ink text-xl">{title}</h1>
    </div>
  );
}
