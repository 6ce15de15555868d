import type { AdminWalletPackage } from '@sufra/contract/admin-wallet';
import {
  addWalletPackage,
  getAdminWallet,
  removeWalletPackage,
  saveWalletPackage,
  saveWalletSettings,
} from '@sufra/contract/admin-wallet';
import { formatLocale, formatMoney } from '@sufra/domain';
import { Form } from 'react-router';
import { formText, localizedFrom, majorUnits } from '../features/admin/admin-forms.server.ts';
import type { AdminProblem } from '../features/admin/admin-problems.server.ts';
import { adminAction, adminLoader, answer } from '../features/admin/admin-route.server.ts';
import { LocalizedFields, TextField } from '../features/admin/admin-ui.tsx';
import { businessProblemOf } from '../features/admin/business-problems.server.ts';
import { RemovalNote } from '../features/admin/removal-note.tsx';
import { RemoveForm } from '../features/admin/remove-form.tsx';
import {
  Card,
  Check,
  SaveResult,
  SetupPage,
  setupResultOf,
  useBusinessText,
} from '../features/admin/setup-ui.tsx';
import { walletPackageOf } from '../features/admin-wallet/wallet-form.server.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/admin-wallet';

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ api, ref }) => {
    const { wallet } = await getAdminWallet(api, ref);
    // The amounts as the form shows them (major units), made here.
    const typed = Object.fromEntries(
      wallet.packages.map((p) => [
        p.id,
        { price: majorUnits(p.price, wallet.currency), credit: majorUnits(p.credit, wallet.currency) },
      ]),
    );
    return { wallet, typed };
  });

/**
 * The wallet page's writes ([product: Wallet], ADR 1140): the switch and terms; a package added,
 * edited (with its version) or removed — deleted if never bought, else retired.
 */
export const action = (args: Route.ActionArgs) =>
  adminAction(
    args,
    {
      settings: ({ api, ref, form, me }) =>
        saveWalletSettings(api, ref, {
          enable_wallet: form.get('enable_wallet') === 'on',
          policy: localizedFrom(form, 'policy', me.business.locales),
          version: formText(form, 'version') || undefined,
        }),
      add: ({ api, ref, form, me }) =>
        addWalletPackage(api, ref, walletPackageOf(form, me.business.currency, me.business.locales)),
      save: ({ api, ref, form, me, id }) =>
        saveWalletPackage(api, ref, id, walletPackageOf(form, me.business.currency, me.business.locales)),
      remove: async ({ api, ref, form, id }) => {
        const { removed } = await removeWalletPackage(api, ref, id, formText(form, 'version') || undefined);
        return answer({ removed });
      },
    },
    { problemOf: businessProblemOf },
  );

export default function AdminWalletPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { me, wallet, typed } = loaderData;
  const { business } = me;
  const nameOf = useBusinessText(business.locales);
  const { result, problemOf, savedFor } = setupResultOf(actionData);
  const money = (minor: number) => formatMoney(minor, wallet.currency, formatLocale(i18n.language));
  const settingsProblem = problemOf('settings:');
  const title = t('admin.nav.wallet');
  return (
    <SetupPage me={me} title={title}>
      <RemovalNote
        actionData={actionData}
        words={{ deleted: 'admin.wallet.deleted', retired: 'admin.wallet.retired' }}
      />
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="space-y-4">
          <Card id="wallet-settings" title={t('admin.wallet.settings')}>
            <Form key={wallet.version} method="post" className="space-y-3">
              <input type="hidden" name="intent" value="settings" />
              <input type="hidden" name="version" value={wallet.version} />
              <SaveResult problem={settingsProblem} saved={savedFor('settings:')} />
              <Check name="enable_wallet" label={t('admin.wallet.enable')} checked={wallet.enable_wallet} />
              <LocalizedFields
                id="wallet-policy"
                name="policy"
                label={t('admin.wallet.policy')}
                locales={business.locales}
                values={wallet.policy}
                errors={settingsProblem?.fields ?? {}}
                multiline
                maxLength={5000}
                rows={4}
              />
              <Button type="submit" variant="primary" pill>
                {t('admin.save')}
              </Button>
            </Form>
          </Card>
          <Card id="wallet-packages" title={t('admin.wallet.packages')}>
            {wallet.packages.length === 0 ? <p className="text-muted">{t('admin.wallet.none')}</p> : null}
            <ul className="divide-y divide-line">
              {wallet.packages.map((p) => (
                <PackageRow
                  key={p.id}
                  pkg={p}
                  name={nameOf(p.name)}
                  money={money}
                  typed={typed[p.id] ?? { price: '', credit: '' }}
                  locales={business.locales}
                  problem={problemOf(`save:${p.id}`) ?? problemOf(`remove:${p.id}`)}
                  saved={savedFor(`save:${p.id}`)}
                />
              ))}
            </ul>
          </Card>
        </div>
        <Card id="wallet-add" title={t('admin.wallet.add')}>
          <Form
            key={result?.ok && result.form === 'add:' ? 'added' : 'add'}
            method="post"
            className="space-y-3"
          >
            <input type="hidden" name="intent" value="add" />
            <SaveResult problem={problemOf('add:')} saved={savedFor('add:')} />
            <PackageFields id="new" locales={business.locales} problem={problemOf('add:')} />
            <Button type="submit" variant="primary" pill>
              {t('admin.wallet.addButton')}
            </Button>
          </Form>
        </Card>
      </div>
    </SetupPage>
  );
}

function PackageFields({
  id,
  locales,
  problem,
  pkg,
  typed,
}: {
  id: string;
  locales: readonly string[];
  problem: AdminProblem | null;
  pkg?: AdminWalletPackage;
  typed?: { price: string; credit: string };
}) {
  const { t } = useTranslation();
  const fields = problem?.fields ?? {};
  return (
    <>
      <LocalizedFields
        id={`p-${id}-name`}
        name="name"
        label={t('admin.wallet.name')}
        locales={locales}
        values={pkg?.name}
        errors={fields}
        required
      />
      <LocalizedFields
        id={`p-${id}-description`}
        name="description"
        label={t('admin.wallet.description')}
        locales={locales}
        values={pkg?.description}
        errors={fields}
        multiline
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id={`p-${id}-price`}
          name="price"
          label={t('admin.wallet.price')}
          inputMode="decimal"
          defaultValue={typed?.price ?? ''}
          required
          error={fields.price}
          dir="ltr"
        />
        <TextField
          id={`p-${id}-credit`}
          name="credit"
          label={t('admin.wallet.credit')}
          inputMode="decimal"
          defaultValue={typed?.credit ?? ''}
          required
          error={fields.credit}
          dir="ltr"
        />
      </div>
      <TextField
        id={`p-${id}-expiry`}
        name="bonus_expiry_days"
        label={t('admin.wallet.expiry')}
        hint={t('admin.wallet.expiryHint')}
        inputMode="numeric"
        defaultValue={pkg?.bonus_expiry_days ? String(pkg.bonus_expiry_days) : ''}
        error={fields.bonus_expiry_days}
        dir="ltr"
      />
      <Check name="active" label={t('admin.wallet.active')} checked={pkg?.active ?? true} />
    </>
  );
}

function PackageRow({
  pkg,
  name,
  money,
  typed,
  locales,
  problem,
  saved,
}: {
  pkg: AdminWalletPackage;
  name: string;
  money: (minor: number) => string;
  typed: { price: string; credit: string };
  locales: readonly string[];
  problem: AdminProblem | null;
  saved: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-ink">{name}</span>
        <span className="rounded-full bg-sunken px-2 py-0.5 text-muted text-xs">
          {t(pkg.active ? 'admin.offers.on' : 'admin.offers.offBadge')}
        </span>
      </div>
      <p className="text-muted text-sm">
        {t('admin.wallet.summary', { price: money(pkg.price), credit: money(pkg.credit) })}
        {pkg.purchases ? ` · ${t('admin.wallet.bought', { count: pkg.purchases })}` : ''}
      </p>
      <div className="mt-2 space-y-2">
        <SaveResult problem={problem} saved={saved} />
        <details className="rounded-xl bg-sunken" open={problem ? true : undefined}>
          <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-brand-ink">
            {t('admin.wallet.edit', { name })}
          </summary>
          <Form method="post" className="space-y-3 p-3">
            <input type="hidden" name="intent" value="save" />
            <input type="hidden" name="id" value={pkg.id} />
            <input type="hidden" name="version" value={pkg.version} />
            <PackageFields id={String(pkg.id)} locales={locales} problem={problem} pkg={pkg} typed={typed} />
            <Button type="submit" variant="primary" pill>
              {t('admin.save')}
            </Button>
          </Form>
          <RemoveForm
            intent="remove"
            fields={{ id: pkg.id, version: pkg.version }}
            hint={t('admin.wallet.removeHint')}
            label={t('admin.wallet.remove')}
          />
        </details>
      </div>
    </li>
  );
}
