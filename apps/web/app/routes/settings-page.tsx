import { ApiError, subscribeNewsletter } from '@sufra/contract/client';
import clsx from 'clsx';
import { ChevronRight, Info, Languages, Mail, Palette, User } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { type Section, sectionsFor } from '../features/settings/sections.ts';
import {
  AboutSection,
  AccountSection,
  AppearanceSection,
  LanguageSection,
  NewsletterSection,
} from '../features/settings/settings-sections.tsx';
import { loadMessages } from '../i18n/catalogs.ts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, SUPPORTED_LANGUAGES } from '../i18n/languages.ts';
import { createTranslator, useTranslation } from '../i18n/lite.tsx';
import { apiFor } from '../platform/api-context.ts';
import { APPEARANCE_COOKIE, APPEARANCES, appearanceOf } from '../shell/appearance.ts';
import { loadBusiness } from '../shell/business.server.ts';
import { pageMetaT } from '../shell/meta.ts';
import { useBusiness } from '../shell/use-business.ts';
import { PageHeader } from '../ui/page-header.tsx';
import type { Route } from './+types/settings-page';

const ICONS = {
  language: Languages,
  appearance: Palette,
  account: User,
  about: Info,
  newsletter: Mail,
} as const;

export async function loader(args: Route.LoaderArgs) {
  const { restaurant } = await loadBusiness(args);
  const sections = sectionsFor(restaurant);
  const section = args.params.section;
  if (section !== undefined && !sections.includes(section as Section))
    throw data('Page not found', { status: 404 });
  return {
    section: (section ?? null) as Section | null,
    appearance: appearanceOf(args.request.headers.get('cookie')),
  };
}

const cookie = (name: string, value: string) =>
  `${name}=${encodeURIComponent(value)}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;

/** Language and appearance are cookies (read by the server on every page); newsletter is an API call. */
export async function action(args: Route.ActionArgs) {
  const business = await loadBusiness(args);
  const form = await args.request.formData();
  const intent = form.get('intent');
  const value = String(form.get('value') ?? '');
  const back = new URL(args.request.url).pathname;
  if (intent === 'language' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value))
    return redirect(back, { headers: { 'set-cookie': cookie(LANGUAGE_COOKIE, value) } });
  if (intent === 'appearance' && (APPEARANCES as readonly string[]).includes(value))
    return redirect(back, { headers: { 'set-cookie': cookie(APPEARANCE_COOKIE, value) } });
  if (intent === 'newsletter') {
    const { t } = createTranslator(business.language, await loadMessages(business.language));
    try {
      const res = await subscribeNewsletter(
        apiFor(args.context, business.language),
        business.restaurant.reference_id,
        {
          email: String(form.get('email') ?? ''),
          consent: (form.get('consent') === 'yes') as true,
        },
      );
      return { ok: true, message: t(res.subscribed ? 'settings.subscribed' : 'settings.alreadySubscribed') };
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        return data({ ok: false, message: t('settings.newsletterInvalid') }, { status: 422 });
      throw error;
    }
  }
  return data({ ok: false, message: 'Unknown setting' }, { status: 422 });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMetaT(matches, 'settings.title');

/**
 * `/{ref}/settings[/{section}]` (settings with a side menu, ADR 784). On a phone the menu is a
 * list and each section its own page; from `md` up the menu stays beside the open section.
 */
export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { restaurant } = useBusiness();
  const ref = restaurant.reference_id;
  const sections = sectionsFor(restaurant);
  const open = loaderData.section;
  const shown = open ?? 'language';
  const label = (s: Section) =>
    s === 'about' ? t('settings.about', { name: restaurant.business_name }) : t(`settings.${s}`);
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-4xl px-4 pb-32">
      {/* A phone shows the open section's title (back to the list); a wider screen keeps "Settings". */}
      <div className={clsx(open && 'md:hidden')}>
        <PageHeader
          title={open ? label(open) : t('settings.title')}
          back={open ? `/${ref}/settings` : `/${ref}`}
        />
      </div>
      {open ? (
        <div className="hidden md:block">
          <PageHeader title={t('settings.title')} back={`/${ref}`} />
        </div>
      ) : null}
      <div className="md:grid md:grid-cols-[15rem_1fr] md:gap-6">
        <nav aria-label={t('settings.title')} className={clsx(open && 'hidden md:block')}>
          <ul className="divide-y divide-line rounded-3xl bg-card px-4 ring-1 ring-line md:sticky md:top-4">
            {sections.map((s) => {
              const Icon = ICONS[s];
              return (
                <li key={s}>
                  <Link
                    to={`/${ref}/settings/${s}`}
                    aria-current={s === open ? 'page' : undefined}
                    className={clsx(
                      'flex min-h-13 items-center gap-3 py-2',
                      s === open ? 'font-semibold text-brand-ink' : 'text-ink',
                    )}
                  >
                    <Icon className="size-5 text-brand-ink" aria-hidden />
                    <span className="flex-1">{label(s)}</span>
                    <ChevronRight className="size-4 text-muted md:hidden rtl:rotate-180" aria-hidden />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={clsx(!open && 'hidden md:block')}>
          {shown === 'language' ? <LanguageSection /> : null}
          {shown === 'appearance' ? <AppearanceSection appearance={loaderData.appearance} /> : null}
          {shown === 'account' ? <AccountSection /> : null}
          {shown === 'about' ? <AboutSection /> : null}
          {shown === 'newsletter' ? <NewsletterSection result={actionData} /> : null}
        </div>
      </div>
    </main>
  );
}
