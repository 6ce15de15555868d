import { getStoreSettings, saveStoreImage, saveStoreSettings } from '@sufra/contract/admin-settings';
import { LANGUAGES } from '@sufra/domain';
import { Form, useNavigation } from 'react-router';
import { formText, localizedFrom } from '../features/admin/admin-forms.server.ts';
import {
  type AdminWrite,
  adminAction,
  adminLoader,
  intentOnly,
  refuse,
} from '../features/admin/admin-route.server.ts';
import { FieldError, LocalizedFields, useLanguageNames } from '../features/admin/admin-ui.tsx';
import { branchTypesFrom, fileAsBase64, localesFrom } from '../features/admin/setup-form.server.ts';
import { setupProblemOf } from '../features/admin/setup-problems.server.ts';
import {
  Card,
  Check,
  Choices,
  SaveResult,
  SetupPage,
  setupResultOf,
  useBusinessText,
} from '../features/admin/setup-ui.tsx';
import { LivePreview } from '../features/admin-settings/live-preview.tsx';
import { PictureForm } from '../features/admin-settings/picture-form.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/admin-settings';

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ api, ref }) => ({ settings: (await getStoreSettings(api, ref)).settings }));

/**
 * The settings page's writes ([product: Back office], ADR 1120): looks, languages and selling types
 * in one form with the version it was based on; the logo and the cover each their own upload.
 */
export const action = (args: Route.ActionArgs) =>
  adminAction(
    args,
    {
      save: ({ api, ref, form, me }) =>
        saveStoreSettings(api, ref, {
          theme_color: formText(form, 'theme_color'),
          theme_accent_color: formText(form, 'theme_accent_color'),
          theme_background_color: formText(form, 'theme_background_color'),
          dark_mode: formText(form, 'dark_mode') as 'auto',
          menu_layout: formText(form, 'menu_layout') as 'list',
          navigation_style: formText(form, 'navigation_style') as 'curved',
          locales: localesFrom(form),
          branches: branchTypesFrom(form),
          // What dine-in sells and its words per language, the kitchen's name (ADR 1487).
          dine_in_label: formText(form, 'dine_in_label') === 'product_service' ? 'product_service' : 'dinein',
          dinein_btn_label: localizedFrom(form, 'dinein_btn_label', me.business.locales),
          kitchen_label: localizedFrom(form, 'kitchen_label', me.business.locales),
          version: formText(form, 'version'),
        }),
      logo: picture,
      cover: picture,
    },
    { problemOf: setupProblemOf, key: intentOnly },
  );

/** The logo or the cover: a new picture, or none (`remove`); an upload that is not one is refused. */
async function picture({ api, ref, form, intent }: AdminWrite) {
  const remove = formText(form, 'remove') === '1';
  const image = remove ? null : await fileAsBase64(form, 'image');
  if (!remove && !image)
    refuse({ problem: 'admin.problem.fields', fields: { image: 'admin.fieldError.image' } });
  await saveStoreImage(api, ref, intent as 'logo' | 'cover', image ?? undefined);
}

/** Two names in alphabetical order, accents aside; the same in every JavaScript engine. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
const byOwnName = (a: string, b: string) => (fold(a) < fold(b) ? -1 : fold(a) > fold(b) ? 1 : 0);

export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, settings } = loaderData;
  const { business } = me;
  const nameOf = useBusinessText(business.locales);
  const { problemOf, savedFor } = setupResultOf(actionData);
  const saveProblem = problemOf('save');
  const fields = saveProblem?.fields ?? {};
  const busy = useNavigation().state === 'submitting';
  const { i18n: languageName } = useLanguageNames();
  const title = t('admin.nav.settings');
  const others = LANGUAGES.filter((l) => l !== settings.locales[0]).sort((a, b) =>
    // By code point, not the ICU collation of the server or the browser, which may differ: the
    // list hydrates in the order the server drew it (ADR 620).
    byOwnName(languageName(a), languageName(b)),
  );
  return (
    <SetupPage me={me} title={title}>
      <div className="grid gap-4 lg:grid-cols-[1fr_400px] lg:items-start">
        <div className="space-y-4">
          <Form key={settings.version} method="post" className="space-y-4" aria-label={title}>
            <input type="hidden" name="intent" value="save" />
            <input type="hidden" name="version" value={settings.version} />
            <SaveResult problem={saveProblem} saved={savedFor('save')} />
            <Card id="settings-looks" title={t('admin.settings.looks')}>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                {(
                  [
                    ['theme_color', 'admin.settings.colour'],
                    ['theme_accent_color', 'admin.settings.accent'],
                    ['theme_background_color', 'admin.settings.background'],
                  ] as const
                ).map(([name, label]) => (
                  <div key={name}>
                    <label htmlFor={`s-${name}`} className="font-medium text-ink text-sm">
                      {t(label)}
                    </label>
                    <input
                      id={`s-${name}`}
                      type="color"
                      name={name}
                      defaultValue={settings[name]}
                      className="mt-1 block h-11 w-full cursor-pointer rounded-xl border border-line bg-card p-1"
                      aria-invalid={fields[name] ? true : undefined}
                      aria-describedby={fields[name] ? `s-${name}-error` : undefined}
                    />
                    <FieldError id={`s-${name}-error`} text={fields[name]} />
                  </div>
                ))}
              </div>
              <Choices
                name="dark_mode"
                legend={t('admin.settings.darkMode')}
                value={settings.dark_mode}
                options={[
                  { value: 'auto', label: t('admin.settings.darkAuto') },
                  { value: 'off', label: t('admin.settings.darkOff') },
                  { value: 'on', label: t('admin.settings.darkOn') },
                ]}
              />
              <Choices
                name="menu_layout"
                legend={t('admin.settings.layout')}
                value={settings.menu_layout}
                options={[
                  { value: 'list', label: t('admin.settings.layoutList') },
                  { value: 'grid', label: t('admin.settings.layoutGrid') },
                ]}
              />
              <Choices
                name="navigation_style"
                legend={t('admin.settings.navigation')}
                value={settings.navigation_style}
                options={[
                  { value: 'curved', label: t('admin.settings.navCurved') },
                  { value: 'flat', label: t('admin.settings.navFlat') },
                  { value: 'menu', label: t('admin.settings.navMenu') },
                ]}
              />
            </Card>
            <Card id="settings-selling" title={t('admin.settings.sellingTypes')}>
              {settings.branches.map((b, i) => (
                <fieldset
                  key={b.id}
                  aria-describedby={fields[`branches.${i}`] ? `branch-${b.id}-error` : undefined}
                >
                  <legend className="font-medium text-ink">{nameOf(b.name)}</legend>
                  <input type="hidden" name="branch_ids" value={b.id} />
                  <div className="flex flex-wrap gap-x-6">
                    <Check
                      name={`branch.${b.id}.delivery`}
                      label={t('admin.settings.delivery')}
                      checked={b.delivery}
                    />
                    <Check
                      name={`branch.${b.id}.pickup`}
                      label={t('admin.settings.pickup')}
                      checked={b.pickup}
                    />
                    <Check
                      name={`branch.${b.id}.dinein`}
                      label={t('admin.settings.dinein')}
                      checked={b.dinein}
                    />
                  </div>
                  <FieldError id={`branch-${b.id}-error`} text={fields[`branches.${i}`]} />
                </fieldset>
              ))}
            </Card>
            {/* Dine-in's kind and words, per language as diners read them (ADR 1487, 1460). */}
            <Card id="settings-labels" title={t('admin.settings.labels')}>
              <Choices
                name="dine_in_label"
                legend={t('admin.settings.dineInKind')}
                value={settings.dine_in_label}
                options={[
                  { value: 'dinein', label: t('admin.settings.dineInKind.dinein') },
                  { value: 'product_service', label: t('admin.settings.dineInKind.product_service') },
                ]}
              />
              {/* The button's own word per language, else the translation; short enough for the
                  type switch on a phone (ADR 1490). */}
              <LocalizedFields
                id="dinein-btn-label"
                name="dinein_btn_label"
                label={t('admin.settings.dineinLabel')}
                hint={t('admin.settings.dineinLabelHint', { word: t('type.dinein') })}
                locales={settings.locales}
                values={settings.dinein_btn_label}
                errors={fields}
                maxLength={30}
              />
              <LocalizedFields
                id="kitchen-label"
                name="kitchen_label"
                label={t('admin.settings.kitchenLabel')}
                hint={t('admin.settings.labelHint')}
                locales={settings.locales}
                values={settings.kitchen_label}
                errors={fields}
                maxLength={40}
              />
            </Card>
            <Card id="settings-languages" title={t('admin.settings.languages')}>
              <p className="text-muted text-sm">
                {t('admin.settings.firstLanguage', { language: languageName(settings.locales[0] ?? 'en') })}
              </p>
              <input type="hidden" name="first_locale" value={settings.locales[0]} />
              <FieldError id="locales-error" text={fields.locales} />
              <div className="grid grid-cols-2 gap-x-4 lg:grid-cols-3">
                {others.map((l) => (
                  <label key={l} className="flex min-h-11 items-center gap-3 text-ink">
                    <input
                      type="checkbox"
                      name="locales"
                      value={l}
                      defaultChecked={settings.locales.includes(l)}
                      className="size-5 shrink-0 accent-brand"
                    />
                    <span lang={l}>{languageName(l)}</span>
                  </label>
                ))}
              </div>
            </Card>
            <div className="sticky bottom-3 z-10 flex items-center gap-3 rounded-2xl bg-card/95 p-3 shadow-lg ring-1 ring-line backdrop-blur">
              <Button type="submit" variant="primary" pill disabled={busy}>
                {t('admin.save')}
              </Button>
            </div>
          </Form>
          <PictureForm kind="logo" url={settings.logo} problem={problemOf('logo')} saved={savedFor('logo')} />
          <PictureForm
            kind="cover"
            url={settings.cover}
            problem={problemOf('cover')}
            saved={savedFor('cover')}
          />
        </div>
        <LivePreview reference={business.reference_id} version={settings.version} />
      </div>
    </SetupPage>
  );
}
