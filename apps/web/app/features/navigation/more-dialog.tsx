import {
  CalendarDays,
  ChevronRight,
  FileText,
  House,
  MapPin,
  MessageSquareHeart,
  ReceiptText,
  Search,
  Settings,
  UtensilsCrossed,
} from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { useBusiness } from '../../shell/use-business.ts';
import { useLinks } from '../../shell/use-storefront.ts';
import { Sheet } from '../../ui/sheet.tsx';
import { reservePath } from '../reservations/reserve-link.ts';
import { LanguageSwitcher } from '../storefront/language-switcher.tsx';

/** "More": the information pages and the language, in a native modal dialog (focus trap for free). */
export function MoreDialog({ onClose, withOrders = false }: { onClose: () => void; withOrders?: boolean }) {
  const { t } = useTranslation();
  const links = useLinks();
  const { restaurant } = useBusiness();
  const reserve = reservePath(restaurant);
  const ref = useRef<HTMLDialogElement>(null);
  const items = [
    { to: links.home, icon: House, label: t('nav.home') },
    { to: links.menu, icon: UtensilsCrossed, label: t('nav.menu') },
    { to: links.search, icon: Search, label: t('search.title') },
    // The menu-style header has no profile tab: the device's orders are reached from here.
    ...(withOrders ? [{ to: links.orders, icon: ReceiptText, label: t('orders.title') }] : []),
    ...(reserve ? [{ to: reserve, icon: CalendarDays, label: t('reservation.reserve') }] : []),
    { to: links.branches, icon: MapPin, label: t('branches.title') },
    { to: links.policies, icon: FileText, label: t('policies.title') },
    // `feedback` [product: Feedback]: the survey is offered only when the business asks for feedback.
    ...(restaurant.feedback
      ? [{ to: links.feedback, icon: MessageSquareHeart, label: t('feedback.title') }]
      : []),
    { to: links.settings, icon: Settings, label: t('settings.title') },
  ];
  return (
    <Sheet titleId="more-title" title={t('nav.more')} onClose={onClose} dialogRef={ref}>
      <ul className="divide-y divide-line">
        {items.map(({ to, icon: Icon, label }) => (
          <li key={to}>
            <Link
              to={to}
              onClick={() => ref.current?.close()}
              className="flex min-h-13 items-center gap-3 py-2"
            >
              <Icon className="size-5 text-brand-ink" aria-hidden />
              <span className="flex-1 font-medium">{label}</span>
              <ChevronRight className="size-4 text-muted rtl:rotate-180" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex items-center justify-between border-line border-t pt-4">
        <span className="font-medium">{t('language.label')}</span>
        <LanguageSwitcher />
      </div>
    </Sheet>
  );
}
