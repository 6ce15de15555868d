import type { SellingTypePath } from '@sufra/contract';
import { SellingTypes } from '@sufra/domain';
import { ChevronRight, Home, MapPin, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Img } from '../../shell/img.tsx';
import { useBusiness } from '../../shell/use-business.ts';
import { useLinks } from '../../shell/use-storefront.ts';
import { RatingBadge } from '../feedback/rating-badge.tsx';
import { useContentLang } from '../i18n/content-lang.ts';
import { DeliverToChip } from './delivery-area.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { OpenStatus } from './open-status.tsx';
import { TypeSwitch } from './type-switch.tsx';

type Props = { type: SellingTypePath | null; children?: ReactNode; showHome?: boolean };

/** Cover, logo, name, description, open/closed with the next opening, branch and selling type. */
export function BusinessHero({ type, children, showHome = true }: Props) {
  const { restaurant, opening } = useBusiness();
  const content = useContentLang();
  const { t } = useTranslation();
  const links = useLinks();
  return (
    <header className="relative">
      <div className="header-bg relative aspect-[16/9] max-h-80 w-full overflow-hidden sm:aspect-[21/7] sm:rounded-b-3xl">
        {restaurant.cover ? (
          <Img src={restaurant.cover} alt="" width={1280} height={560} priority className="size-full" />
        ) : null}
        <div className="absolute inset-x-0 top-0 flex items-center gap-2 p-3">
          {showHome ? (
            <Link
              to={links.home}
              className="menu-button grid size-10 place-items-center rounded-full"
              aria-label={t('nav.home')}
            >
              <Home className="size-5" aria-hidden />
            </Link>
          ) : null}
          <span className="flex-1" />
          {type ? (
            <Link
              to={links.search}
              className="menu-button grid size-10 place-items-center rounded-full"
              aria-label={t('search.title')}
            >
              <Search className="size-5" aria-hidden />
            </Link>
          ) : null}
          <LanguageSwitcher onCover />
        </div>
      </div>
      <div className="relative mx-3 -mt-14 rounded-3xl bg-card p-4 shadow-[0_8px_30px_rgb(0_0_0/0.08)] ring-1 ring-black/5 sm:mx-auto sm:max-w-5xl sm:p-6 dark:ring-white/8">
        <div className="flex items-start gap-4">
          {restaurant.logo ? (
            <Img
              src={restaurant.logo}
              alt={t('business.logoAlt', { name: restaurant.business_name })}
              width={72}
              height={72}
              eager
              className="-mt-10 size-18 shrink-0 rounded-2xl border-4 border-card shadow-md"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <h1 {...content} className="font-bold text-ink text-xl leading-tight tracking-tight sm:text-2xl">
              {restaurant.business_name}
            </h1>
            <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
              <OpenStatus opening={opening} />
              <RatingBadge />
            </div>
          </div>
        </div>
        {restaurant.description ? (
          <p {...content} className="mt-3 text-muted text-sm leading-relaxed">
            {restaurant.description}
          </p>
        ) : null}
        <Link
          to={links.branches}
          className="mt-3 flex items-center gap-2 rounded-xl py-1 text-ink text-sm hover:text-brand-ink"
        >
          <MapPin className="size-4 shrink-0 text-brand-ink" aria-hidden />
          <span className="min-w-0 flex-1 truncate">
            <span className="text-muted">{t('business.branch')}: </span>
            <bdi {...content}>{restaurant.branch_name}</bdi>
          </span>
          <ChevronRight className="size-4 shrink-0 text-muted rtl:rotate-180" aria-hidden />
        </Link>
        <TypeSwitch current={type} />
        {type === SellingTypes.delivery ? <DeliverToChip /> : null}
        {children}
      </div>
    </header>
  );
}
