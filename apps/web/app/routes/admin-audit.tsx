import { AUDIT_ENTITIES, getAdminAudit } from '@sufra/contract/client';
import { Form, Link } from 'react-router';
import { adminLoader } from '../features/admin/admin-route.server.ts';
import { inputClass } from '../features/admin/admin-ui.tsx';
import { SetupPage } from '../features/admin/setup-ui.tsx';
import { AuditEntryView } from '../features/admin-audit/audit-entry.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import type { Route } from './+types/admin-audit';

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(
    args,
    async ({ api, ref, url }) => {
      const asked = url.searchParams.get('entity') ?? '';
      const entity = (AUDIT_ENTITIES as readonly string[]).includes(asked) ? asked : '';
      const before = Number(url.searchParams.get('before')) || undefined;
      const page = await getAdminAudit(api, ref, {
        ...(entity ? { entity } : {}),
        ...(before ? { before } : {}),
      });
      return { entity, entries: page.entries, next: page.next_before, paged: Boolean(before) };
    },
    { allow: (role) => role !== 'staff' },
  );

/**
 * `/{ref}/admin/audit` ([product: Back office], ADR 1080): who changed what and when, before →
 * after, newest first, filtered by what was changed. A GET form: the filter works without scripts.
 */
export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, entity, entries, next, paged } = loaderData;
  const title = t('admin.audit.title');
  const query = (extra: Record<string, string>) =>
    `?${new URLSearchParams({ ...(entity ? { entity } : {}), ...extra })}`;
  return (
    <SetupPage me={me} title={title}>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="audit-entity" className="font-medium text-ink text-sm">
            {t('admin.audit.filter')}
          </label>
          <select id="audit-entity" name="entity" defaultValue={entity} className={`${inputClass} w-auto`}>
            <option value="">{t('admin.audit.all')}</option>
            {AUDIT_ENTITIES.map((e) => (
              <option key={e} value={e}>
                {t(`admin.audit.entity.${e}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="card" pill>
          {t('admin.audit.show')}
        </Button>
      </Form>
      {entries.length === 0 ? (
        <p className="rounded-2xl bg-card p-6 text-center text-muted ring-1 ring-line">
          {t('admin.audit.empty')}
        </p>
      ) : (
        <ol className="space-y-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <AuditEntryView entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4 flex gap-2">
        {paged ? (
          <Link to={query({})} className={buttonClass({ variant: 'card', pill: true })}>
            {t('admin.audit.newest')}
          </Link>
        ) : null}
        {next ? (
          <Link to={query({ before: String(next) })} className={buttonClass({ variant: 'card', pill: true })}>
            {t('admin.audit.older')}
          </Link>
        ) : null}
      </div>
    </SetupPage>
  );
}
