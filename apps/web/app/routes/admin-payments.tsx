import {
  getAdminPixels,
  getPaymentSettings,
  saveAdminPixels,
  savePaymentSettings,
} from '@sufra/contract/admin-payments';
import { isOnlineMethod, PaymentMethod } from '@sufra/domain';
import { Form, useNavigation } from 'react-router';
import { formText } from '../features/admin/admin-forms.server.ts';
import { adminAction, adminLoader, intentOnly } from '../features/admin/admin-route.server.ts';
import { FieldError, TextField } from '../features/admin/admin-ui.tsx';
import { checked } from '../features/admin/setup-form.server.ts';
import { setupProblemOf } from '../features/admin/setup-problems.server.ts';
import { Card, Check, Choices, SaveResult, SetupPage, setupResultOf } from '../features/admin/setup-ui.tsx';
import { PixelsForm } from '../features/admin-payments/pixels-form.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/admin-payments';

const METHODS = Object.values(PaymentMethod).sort((a, b) => a - b);

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ api, ref }) => {
    const [{ payments }, pixels] = await Promise.all([
      getPaymentSettings(api, ref),
      getAdminPixels(api, ref),
    ]);
    return { payments, pixels: pixels.pixels, canStoreTokens: pixels.can_store_tokens };
  });

/**
 * Payment methods and the gateway ([product: Back office], ADR 1121), the owner's alone (the
 * server refuses anyone else). The key field is never filled in: a stored key shows as its last
 * four characters, and an empty field keeps it.
 */
export const action = (args: Route.ActionArgs) =>
  adminAction(
    args,
    {
      pixels: ({ api, ref, form }) =>
        saveAdminPixels(api, ref, {
          pixels: form.getAll('kind').map((k) => ({
            kind: Number(k),
            pixel_id: formText(form, `pixel_id.${k}`),
            ...(formText(form, `token.${k}`) ? { token: formText(form, `token.${k}`) } : {}),
          })),
        }),
      payments: ({ api, ref, form }) =>
        savePaymentSettings(api, ref, {
          methods: form.getAll('methods').map(Number),
          default_cash: checked(form, 'default_cash'),
          gateway: formText(form, 'gateway') as 'platform',
          secret_key: formText(form, 'secret_key'),
          version: formText(form, 'version'),
        }),
    },
    { problemOf: setupProblemOf, key: intentOnly },
  );

export default function AdminPaymentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, payments, pixels, canStoreTokens } = loaderData;
  const { result, problemOf } = setupResultOf(actionData);
  const problem = problemOf('payments');
  const fields = problem?.fields ?? {};
  const busy = useNavigation().state === 'submitting';
  const title = t('admin.nav.payments');
  return (
    <SetupPage me={me} title={title}>
      <Form
        key={payments.version}
        method="post"
        className="max-w-2xl space-y-4"
        aria-label={title}
        autoComplete="off"
      >
        <input type="hidden" name="intent" value="payments" />
        <input type="hidden" name="version" value={payments.version} />
        <SaveResult problem={problem} saved={result?.ok === true && result.form === 'payments'} />
        <Card id="payments-methods" title={t('admin.payments.methods')}>
          <p className="text-muted text-sm">{t('admin.payments.methodsHint')}</p>
          <fieldset aria-describedby={fields.methods ? 'methods-error' : undefined}>
            <legend className="sr-only">{t('admin.payments.methods')}</legend>
            <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
              {METHODS.map((m) => (
                <label key={m} className="flex min-h-11 items-center gap-3 text-ink">
                  <input
                    type="checkbox"
                    name="methods"
                    value={m}
                    defaultChecked={payments.methods.includes(m)}
                    className="size-5 shrink-0 accent-brand"
                  />
                  <span>
                    {t(`payment.method.${m}`)}
                    {isOnlineMethod(m) ? (
                      <span className="block text-muted text-xs">{t('admin.payments.online')}</span>
                    ) : null}
                  </span>
                </label>
              ))}
            </div>
            <FieldError id="methods-error" text={fields.methods} />
          </fieldset>
          <Check
            name="default_cash"
            label={t('admin.payments.defaultCash')}
            checked={payments.default_cash}
          />
        </Card>
        <Card id="payments-gateway" title={t('admin.payments.gatewayTitle')}>
          <p className="text-muted text-sm" role="status">
            {payments.in_effect
              ? t('admin.payments.inEffect', { gateway: t(`admin.payments.gateway.${payments.in_effect}`) })
              : t('admin.payments.noneInEffect')}
          </p>
          <Choices
            name="gateway"
            legend={t('admin.payments.gatewayChoice')}
            value={payments.gateway}
            options={(['platform', 'tap', 'sandbox', 'none'] as const).map((g) => ({
              value: g,
              label: t(`admin.payments.gateway.${g}`),
            }))}
          />
          <TextField
            id="payments-key"
            name="secret_key"
            type="password"
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            label={t('admin.payments.secretKey')}
            placeholder="sk_live_…"
            hint={
              payments.key_last4
                ? t('admin.payments.keyStored', { last4: payments.key_last4 })
                : payments.can_store_keys
                  ? t('admin.payments.keyHint')
                  : t('admin.payments.cannotStore')
            }
            disabled={!payments.can_store_keys}
            error={fields.secret_key}
          />
        </Card>
        <Button type="submit" variant="primary" pill disabled={busy}>
          {t('admin.save')}
        </Button>
      </Form>
      <div className="mt-4">
        <PixelsForm
          pixels={pixels}
          canStoreTokens={canStoreTokens}
          problem={problemOf('pixels')}
          saved={result?.ok === true && result.form === 'pixels'}
        />
      </div>
    </SetupPage>
  );
}
