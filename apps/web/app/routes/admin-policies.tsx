import { getAdminPolicies, POLICY_KINDS, saveAdminPolicies } from '@sufra/contract/admin-business';
import { data, Form } from 'react-router';
import { formText, localizedFrom } from '../features/admin/admin-forms.server.ts';
import { adminApi, requireAdminMe } from '../features/admin/admin-session.server.ts';
import { buttonClass, LocalizedFields } from '../features/admin/admin-ui.tsx';
import { businessProblemOf } from '../features/admin-business/business-problems.server.ts';
import {
  Card,
  SaveResult,
  SetupPage,
  type SetupResult,
  setupResultOf,
} from '../features/admin-setup/setup-ui.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import type { Route } from './+types/admin-policies';

export async function loader(args: Route.LoaderArgs) {
  const me = await requireAdminMe(args);
  const { policies } = await getAdminPolicies(adminApi(args.context, args.request), args.params.ref);
  return { me, policies };
}

/** The policies page's one write ([product: Back office], ADR 1142): all three, with the version. */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const me = await requireAdminMe(args);
  const form = await request.formData();
  const { locales } = me.business;
  try {
    await saveAdminPolicies(adminApi(context, request), params.ref, {
      privacy: localizedFrom(form, 'privacy', locales),
      terms: localizedFrom(form, 'terms', locales),
      refund: localizedFrom(form, 'refund', locales),
      version: formText(form, 'version') || undefined,
    });
    return { ok: true, form: 'save' } satisfies SetupResult;
  } catch (error) {
    return data({ ok: false, form: 'save', ...businessProblemOf(error) } satisfies SetupResult, {
      status: 422,
    });
  }
}

export default function AdminPoliciesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, policies } = loaderData;
  const { business } = me;
  const { problemOf, savedFor } = setupResultOf(actionData);
  const problem = problemOf('save');
  const title = t('admin.nav.policies');
  return (
    <SetupPage me={me} title={title}>
      <Form key={policies.version} method="post" className="mx-auto max-w-3xl space-y-4" aria-label={title}>
        <input type="hidden" name="version" value={policies.version} />
        <p className="text-muted">
          {t('admin.policies.hint')}{' '}
          <a href={`/${business.reference_id}/Policies`} className="font-medium text-brand-ink underline">
            {t('admin.policies.view')}
          </a>
        </p>
        <SaveResult problem={problem} saved={savedFor('save')} />
        {POLICY_KINDS.map((kind) => (
          <Card key={kind} id={`policy-${kind}`} title={t(`policies.${kind}`)}>
            <LocalizedFields
              id={`policy-${kind}-text`}
              name={kind}
              label={t(`policies.${kind}`)}
              locales={business.locales}
              values={policies[kind]}
              errors={problem?.fields ?? {}}
              multiline
              maxLength={5000}
              rows={6}
            />
          </Card>
        ))}
        <button type="submit" className={buttonClass.primary}>
          {t('admin.save')}
        </button>
      </Form>
    </SetupPage>
  );
}
