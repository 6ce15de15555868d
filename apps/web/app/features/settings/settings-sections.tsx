import { Check, ChevronRight, MessageCircle, MessageSquareHeart, ReceiptText, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { htmlLang } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/lite.tsx';
import { APPEARANCES, type Appearance } from '../../shell/appearance.ts';
import { useBusiness } from '../../shell/use-business.ts';
import { useLinks } from '../../shell/use-storefront.ts';
import { Button } from '../../ui/button.tsx';
import { Field, INPUT_CLASS } from '../../ui/field.tsx';
import { LanguageSwitcher } from '../storefront/language-switcher.tsx';
import { SocialLinks, whatsappLink } from './social-links.tsx';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="section-title" className="rounded-3xl bg-card p-5 ring-1 ring-line">
      <h2 id="section-title" className="font-bold text-ink text-lg">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * A choice among options as a real form (a full document post: the new language or theme is
 * rendered by the server at once, with or without scripts).
 */
function ChoiceForm({
  intent,
  options,
  current,
}: {
  intent: string;
  options: { value: string; label: string; lang?: string }[];
  current: string;
}) {
  return (
    <Form method="post" reloadDocument className="divide-y divide-line">
      <input type="hidden" name="intent" value={intent} />
      {options.map((o) => (
        <button
          key={o.value}
          type="submit"
          name="value"
          value={o.value}
          lang={o.lang}
          aria-pressed={o.value === current}
          className="flex min-h-13 w-full items-center gap-3 py-2 text-start text-ink"
        >
          <span className="flex-1 font-medium">{o.label}</span>
          {o.value === current ? <Check className="size-5 text-brand-ink" aria-hidden /> : null}
        </button>
      ))}
    </Form>
  );
}

export function LanguageSection() {
  const { t } = useTranslation();
  const { restaurant, language, languageNames } = useBusiness();
  // The menu's languages as a real form (it works before scripts); the one chosen from the list
  // of all 41 (ADR 620) is shown too, so the current language is always marked.
  const codes = [...new Set([...restaurant.locales, language])];
  return (
    <Card title={t('settings.language')}>
      <ChoiceForm
        intent="language"
        current={language}
        options={codes.map((code) => ({
          value: code,
          label: languageNames[code] ?? code,
          lang: htmlLang(code),
        }))}
      />
      <LanguageSwitcher className="mt-3" label={t('language.others')} />
    </Card>
  );
}

export function AppearanceSection({ appearance }: { appearance: Appearance | null }) {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.appearance')}>
      <ChoiceForm
        intent="appearance"
        current={appearance ?? 'auto'}
        options={APPEARANCES.map((a) => ({ value: a, label: t(`settings.theme.${a}`) }))}
      />
      <p className="mt-2 text-muted text-xs">{t('settings.themeHint')}</p>
    </Card>
  );
}

function Row({
  to,
  icon: Icon,
  label,
  external,
}: {
  to: string;
  icon: typeof User;
  label: string;
  external?: boolean;
}) {
  const look = 'flex min-h-13 items-center gap-3 py-2 text-ink';
  const inner = (
    <>
      <Icon className="size-5 text-brand-ink" aria-hidden />
      <span className="flex-1 font-medium">{label}</span>
      <ChevronRight className="size-4 text-muted rtl:rotate-180" aria-hidden />
    </>
  );
  return (
    <li>
      {external ? (
        <a href={to} target="_blank" rel="noopener noreferrer" className={look}>
          {inner}
        </a>
      ) : (
        <Link to={to} className={look}>
          {inner}
        </Link>
      )}
    </li>
  );
}

/** Account: the profile (a guest is sent to sign in there, ADR 706) and the orders history. */
export function AccountSection() {
  const { t } = useTranslation();
  const links = useLinks();
  return (
    <Card title={t('settings.account')}>
      <ul className="divide-y divide-line">
        <Row to={links.profile} icon={User} label={t('settings.profile')} />
        <Row to={links.orders} icon={ReceiptText} label={t('orders.title')} />
      </ul>
    </Card>
  );
}

export function AboutSection() {
  const { t } = useTranslation();
  const { restaurant } = useBusiness();
  const links = useLinks();
  const whatsapp = whatsappLink(restaurant.whatsapp_phone);
  const policies = Object.entries(restaurant.policies).filter(([, text]) => text.trim());
  return (
    <Card title={t('settings.about', { name: restaurant.business_name })}>
      {restaurant.description ? <p className="text-muted leading-relaxed">{restaurant.description}</p> : null}
      <ul className="mt-2 divide-y divide-line">
        {whatsapp ? <Row to={whatsapp} icon={MessageCircle} label={t('settings.whatsapp')} external /> : null}
        {restaurant.feedback ? (
          <Row
            to={`/${restaurant.reference_id}/Feedback`}
            icon={MessageSquareHeart}
            label={t('feedback.title')}
          />
        ) : null}
        {policies.map(([key]) => (
          <li key={key}>
            <Link
              to={`${links.policies}#policy-${key}`}
              className="flex min-h-13 items-center gap-3 py-2 text-ink"
            >
              <span className="flex-1 font-medium">{t(`policies.${key}`, { defaultValue: key })}</span>
              <ChevronRight className="size-4 text-muted rtl:rotate-180" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <SocialLinks links={restaurant.social_links} />
      </div>
    </Card>
  );
}

export function NewsletterSection({ result }: { result: { ok: boolean; message: string } | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <Card title={t('settings.newsletter')}>
      <p className="text-muted">{t('settings.newsletterHint')}</p>
      {result?.ok ? (
        <p
          role="status"
          className="mt-3 rounded-2xl bg-emerald-50 p-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {result.message}
        </p>
      ) : (
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="newsletter" />
          <Field
            id="newsletter"
            label={t('settings.email')}
            error={result && !result.ok ? result.message : null}
          >
            {(control) => (
              <input
                {...control}
                type="email"
                name="email"
                required
                autoComplete="email"
                maxLength={254}
                className={INPUT_CLASS}
              />
            )}
          </Field>
          <label className="flex items-start gap-3 text-sm text-ink">
            <input
              type="checkbox"
              name="consent"
              value="yes"
              required
              className="mt-0.5 size-5 accent-[var(--brand)]"
            />
            <span>{t('settings.newsletterConsent')}</span>
          </label>
          <Button type="submit" pending={busy}>
            {t('settings.subscribe')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
