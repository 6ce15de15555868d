import { getAdminPolicies, POLICY_KINDS, saveAdminPolicies } from '@sufra/contract/admin-policies';
import { Form } from 'react-router';
import { formText, localizedFrom } from '../features/admin/admin-forms.server.ts';
import { adminAction, adminLoader, intentOnly } from '../features/admin/admin-route.server.ts';
import { LocalizedFields } from '../features/admin/admin-ui.tsx';
import { businessProblemOf } from '../features/admin/business-problems.server.ts';
import { Card, SaveResult, SetupPage, setupResultOf } from '../features/admin/setup-ui.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/admin-policies';

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ api, ref }) => ({ policies: (await getAdminPolicies(api, ref)).policies }));

/** The policies page's one write ([product: Back office], ADR 1142): all three, with the version. */
export const action = (args: Route.ActionArgs) =>
  adminAction(
    args,
    {
      save: ({ api, ref, form, me }) =>
        saveAdminPolicies(api, ref, {
          privacy: localizedFrom(form, 'privacy', me.business.locales),
          terms: localizedFrom(form, 'terms', me.business.locales),
          refund: localizedFrom(form, 'refund', me.business.locales),
          version: formText(form, 'version') || undefined,
        }),
    },
    { problemOf: businessProblemOf, key: intentOnly },
  );

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
        <Button type="submit" variant="primary" pill>
          {t('admin.save')}
        </Button>
      </Form>
    </SetupPage>
  );
}
