import {
  createOperatorBusiness,
  liftOperatorSuspension,
  listOperatorBusinesses,
  setOperatorCodes,
  suspendOperatorBusiness,
} from '@sufra/contract/operator';
import { data, Form } from 'react-router';
import { formText } from '../features/admin/admin-forms.server.ts';
import { adminLoader } from '../features/admin/admin-route.server.ts';
import { adminSessionApi, requireAdminMe } from '../features/admin/admin-session.server.ts';
import { Banner, TextField } from '../features/admin/admin-ui.tsx';
import { Card, SaveResult, SetupPage } from '../features/admin/setup-ui.tsx';
import { BusinessList } from '../features/operator/business-list.tsx';
import { operatorProblemOf } from '../features/operator/operator-form.server.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import type { Route } from './+types/admin-operator';

/** Only the platform's operators see this page (ADR 1161); anyone else gets the stranger's 404. */
export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, async ({ me, api, ref, url }) => {
    if (!me.operator) throw data('Page not found', { status: 404 });
    const q = url.searchParams.get('q')?.slice(0, 100) ?? '';
    return { q, ...(await listOperatorBusinesses(api, ref, q)) };
  });
}

type Problem = ReturnType<typeof operatorProblemOf>;
type ActionResult =
  | { ok: true; intent: 'create'; reference_id: string; admin_path: string; owner_phone: string }
  | { ok: true; intent: 'suspend' | 'lift' | 'codes'; target: string }
  | ({ ok: false; intent: 'create' } & Problem)
  | ({ ok: false; intent: 'suspend' | 'lift' | 'codes'; target: string } & Problem);

/**
 * A new business ([product: Back office], ADR 1161): the form posts here; the API creates it with
 * the `business:create` service and names each bad field. The name is given once and used for
 * every language chosen (the owner translates it later).
 */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  await requireAdminMe(args);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  // A business's suspension or its lifting (ADR 1200): the reason is asked by the form, checked by
  // the API; or where its sign-in codes may go and how many a day (ADR 1388).
  if (intent === 'suspend' || intent === 'lift' || intent === 'codes') {
    const target = formText(form, 'target');
    const api = adminSessionApi(context, request);
    try {
      if (intent === 'suspend')
        await suspendOperatorBusiness(api, params.ref, target, { reason: formText(form, 'reason') });
      else if (intent === 'codes') await setOperatorCodes(api, params.ref, target, codesOf(form));
      else await liftOperatorSuspension(api, params.ref, target);
      return { ok: true, intent, target } satisfies ActionResult;
    } catch (error) {
      return data({ ok: false, intent, target, ...operatorProblemOf(error) } satisfies ActionResult, {
        status: 422,
      });
    }
  }
  const locales = formText(form, 'locales')
    .split(/[\s,،、]+/)
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean);
  const name = formText(form, 'name');
  try {
    const { business } = await createOperatorBusiness(adminSessionApi(context, request), params.ref, {
      reference_id: formText(form, 'reference_id'),
      name: Object.fromEntries((locales.length ? locales : ['en']).map((l) => [l, name])),
      locales,
      currency: formText(form, 'currency').toUpperCase(),
      country_code: formText(form, 'country_code').toUpperCase(),
      time_zone: formText(form, 'time_zone'),
      owner: { phone: formText(form, 'owner_phone'), name: formText(form, 'owner_name') },
    });
    return { ok: true, intent: 'create', ...business } satisfies ActionResult;
  } catch (error) {
    return data({ ok: false, intent: 'create', ...operatorProblemOf(error) } satisfies ActionResult, {
      status: 422,
    });
  }
}

/** The codes form: countries as typed (commas or spaces), the number as typed (empty: the installation's). */
function codesOf(form: FormData) {
  const budget = formText(form, 'daily_budget').trim();
  return {
    countries: formText(form, 'countries')
      .split(/[\s,،、]+/)
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
    // Not a whole number: one the API refuses with its words (a NaN would travel as null, the default).
    daily_budget: budget === '' ? null : /^\d{1,7}$/.test(budget) ? Number(budget) : -1,
  };
}

export default function AdminOperatorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, q, businesses, total } = loaderData;
  const answer = actionData as ActionResult | undefined;
  const result = answer?.intent === 'create' ? answer : undefined;
  const problem = result && !result.ok ? result : null;
  const fields = problem?.fields ?? {};
  const change = answer && answer.intent !== 'create' ? answer : undefined;
  const title = t('admin.operator.title');
  return (
    <SetupPage me={me} title={title}>
      {change?.ok ? (
        <div className="mb-4">
          <Banner tone="ok">
            {t(
              change.intent === 'suspend'
                ? 'admin.operator.suspendedDone'
                : change.intent === 'codes'
                  ? 'admin.operator.codesDone'
                  : 'admin.operator.liftedDone',
              { ref: change.target },
            )}
          </Banner>
        </div>
      ) : null}
      <div className="mb-4">
        <a href="#operator-new" className={buttonClass({ variant: 'card', pill: true })}>
          {t('admin.operator.new')}
        </a>
      </div>
      <div className="mb-6">
        <BusinessList
          businesses={businesses}
          total={total}
          q={q}
          problemOf={(target) =>
            change && !change.ok && change.intent !== 'codes' && change.target === target ? change : null
          }
          codesProblemOf={(target) =>
            change && !change.ok && change.intent === 'codes' && change.target === target ? change : null
          }
        />
      </div>
      {result?.ok ? (
        <div className="mb-4 space-y-2">
          <Banner tone="ok">
            {t('admin.operator.created', { ref: result.reference_id, phone: result.owner_phone })}
          </Banner>
          <a href={result.admin_path} className={buttonClass({ variant: 'card', pill: true })}>
            {t('admin.operator.openAdmin')}
          </a>
        </div>
      ) : null}
      <Card id="operator-new" title={t('admin.operator.new')}>
        <p className="text-muted text-sm">{t('admin.operator.hint')}</p>
        <Form key={result?.ok ? result.reference_id : 'new'} method="post" className="space-y-3">
          <input type="hidden" name="intent" value="create" />
          <SaveResult problem={problem} saved={false} />
          <TextField
            id="op-reference"
            name="reference_id"
            label={t('admin.operator.reference')}
            hint={t('admin.operator.referenceHint')}
            required
            maxLength={64}
            autoCapitalize="none"
            autoComplete="off"
            error={fields.reference_id}
            dir="ltr"
          />
          <TextField
            id="op-name"
            name="name"
            label={t('admin.operator.name')}
            required
            maxLength={120}
            error={fields.name}
          />
          <TextField
            id="op-locales"
            name="locales"
            label={t('admin.operator.locales')}
            hint={t('admin.operator.localesHint')}
            defaultValue="en, ar"
            error={fields.locales}
            dir="ltr"
          />
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              id="op-currency"
              name="currency"
              label={t('admin.operator.currency')}
              defaultValue="KWD"
              maxLength={3}
              error={fields.currency}
              dir="ltr"
            />
            <TextField
              id="op-country"
              name="country_code"
              label={t('admin.operator.country')}
              defaultValue="KW"
              maxLength={2}
              error={fields.country_code}
              dir="ltr"
            />
            <TextField
              id="op-zone"
              name="time_zone"
              label={t('admin.operator.timeZone')}
              defaultValue="Asia/Kuwait"
              error={fields.time_zone}
              dir="ltr"
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              id="op-owner-phone"
              name="owner_phone"
              label={t('admin.operator.ownerPhone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              required
              error={fields.owner_phone}
              dir="ltr"
            />
            <TextField
              id="op-owner-name"
              name="owner_name"
              label={t('admin.operator.ownerName')}
              maxLength={120}
              error={fields.owner_name}
            />
          </div>
          <Button type="submit" variant="primary" pill>
            {t('admin.operator.create')}
          </Button>
        </Form>
      </Card>
    </SetupPage>
  );
}
