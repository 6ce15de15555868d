import type { AdminTable } from '@sufra/contract/admin-tables';
import {
  addAdminTable,
  getAdminTables,
  renameAdminTable,
  retireAdminTable,
  rotateAdminTable,
  setAdminSharedTables,
} from '@sufra/contract/admin-tables';
import { Form, Link } from 'react-router';
import { formText, wholeNumber } from '../features/admin/admin-forms.server.ts';
import type { AdminProblem } from '../features/admin/admin-problems.server.ts';
import { adminAction, adminLoader } from '../features/admin/admin-route.server.ts';
import { Banner, inputClass, TextField } from '../features/admin/admin-ui.tsx';
import { RemoveForm } from '../features/admin/remove-form.tsx';
import { setupProblemOf } from '../features/admin/setup-problems.server.ts';
import { Card, SaveResult, SetupPage, setupResultOf, useBusinessText } from '../features/admin/setup-ui.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import type { Route } from './+types/admin-tables';

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ api, ref }) => {
    const { tables, shared_tables } = await getAdminTables(api, ref);
    return { tables, sharedTables: shared_tables };
  });

/**
 * The tables page's writes ([product: Back office], ADR 1122, 1160): add a table, rename one (with
 * its version), give one a new QR code (the printed one stops working at once), retire one.
 */
export const action = (args: Route.ActionArgs) =>
  adminAction(
    args,
    {
      add: ({ api, ref, form }) =>
        addAdminTable(api, ref, {
          branch_id: Number(formText(form, 'branch_id')),
          name: formText(form, 'name'),
          floor: formText(form, 'floor') || null,
          seats: wholeNumber(formText(form, 'seats')),
        }),
      rename: ({ api, ref, form, id }) =>
        renameAdminTable(api, ref, id, {
          name: formText(form, 'name'),
          floor: formText(form, 'floor') || null,
          seats: wholeNumber(formText(form, 'seats')),
          version: formText(form, 'version'),
        }),
      rotate: ({ api, ref, id }) => rotateAdminTable(api, ref, id),
      // Shared tables on or off (ADR 1400): an unticked box sends nothing.
      shared: ({ api, ref, form }) =>
        setAdminSharedTables(api, ref, { shared_tables: formText(form, 'shared_tables') === 'on' }),
      retire: ({ api, ref, form, id }) =>
        retireAdminTable(api, ref, id, { version: formText(form, 'version') }),
    },
    { problemOf: setupProblemOf },
  );

export default function AdminTablesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, tables, sharedTables } = loaderData;
  const { business } = me;
  const nameOf = useBusinessText(business.locales);
  const { result, problemOf } = setupResultOf(actionData);
  const title = t('admin.nav.tables');
  return (
    <SetupPage me={me} title={title}>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Link
          to={`/${business.reference_id}/admin/tables/print`}
          className={buttonClass({ variant: 'primary', pill: true })}
        >
          {t('admin.tables.print')}
        </Link>
        <p className="text-muted text-sm">{t('admin.tables.printHint')}</p>
      </div>
      {result?.ok && result.form.startsWith('rotate:') ? (
        <div className="mb-4">
          <Banner tone="ok">{t('admin.tables.rotated')}</Banner>
        </div>
      ) : null}
      {result?.ok && result.form.startsWith('retire:') ? (
        <div className="mb-4">
          <Banner tone="ok">{t('admin.tables.retired')}</Banner>
        </div>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="space-y-4">
          {business.branches.map((branch) => {
            const own = tables.filter((table) => table.branch_id === branch.id);
            return (
              <Card key={branch.id} id={`branch-${branch.id}`} title={nameOf(branch.name)}>
                {own.length === 0 ? <p className="text-muted">{t('admin.tables.none')}</p> : null}
                <ul className="divide-y divide-line">
                  {own.map((table) => (
                    <TableRow
                      key={table.id}
                      table={table}
                      problem={
                        problemOf(`rename:${table.id}`) ??
                        problemOf(`rotate:${table.id}`) ??
                        problemOf(`retire:${table.id}`)
                      }
                      saved={result?.ok === true && result.form === `rename:${table.id}`}
                    />
                  ))}
                </ul>
              </Card>
            );
          })}
        </div>
        <div className="space-y-4">
          <AddTable
            branches={business.branches}
            nameOf={nameOf}
            problem={problemOf('add:')}
            saved={result?.ok === true && result.form === 'add:'}
          />
          <Card id="tables-shared" title={t('admin.tables.sharedTitle')}>
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="shared" />
              <SaveResult
                problem={problemOf('shared:')}
                saved={result?.ok === true && result.form === 'shared:'}
              />
              <label className="flex min-h-11 items-center gap-2 text-ink">
                <input type="checkbox" name="shared_tables" defaultChecked={sharedTables} />
                {t('admin.tables.sharedLabel')}
              </label>
              <p className="text-muted text-sm">{t('admin.tables.sharedHint')}</p>
              <Button type="submit" variant="primary" pill>
                {t('admin.tables.sharedSave')}
              </Button>
            </Form>
          </Card>
        </div>
      </div>
    </SetupPage>
  );
}

function TableRow({
  table,
  problem,
  saved,
}: {
  table: AdminTable;
  problem: AdminProblem | null;
  saved: boolean;
}) {
  const { t } = useTranslation();
  const fields = problem?.fields ?? {};
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-ink">{table.name}</span>
        <span className="text-muted text-sm">
          {[table.floor, t('admin.tables.seatsCount', { seats: table.seats })].filter(Boolean).join(' · ')}
        </span>
      </div>
      <div className="mt-2 space-y-2">
        <SaveResult problem={problem} saved={saved} />
        <details className="rounded-xl bg-sunken" open={problem ? true : undefined}>
          <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-brand-ink">
            {t('admin.tables.edit', { name: table.name })}
          </summary>
          <Form method="post" className="grid gap-3 p-3 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end">
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="id" value={table.id} />
            <input type="hidden" name="version" value={table.version} />
            <TextField
              id={`t-${table.id}-name`}
              name="name"
              label={t('admin.tables.name')}
              defaultValue={table.name}
              required
              maxLength={40}
              error={fields.name}
            />
            <TextField
              id={`t-${table.id}-floor`}
              name="floor"
              label={t('admin.tables.floor')}
              defaultValue={table.floor ?? ''}
              maxLength={40}
            />
            <TextField
              id={`t-${table.id}-seats`}
              name="seats"
              label={t('admin.tables.seats')}
              inputMode="numeric"
              defaultValue={String(table.seats)}
              error={fields.seats}
              dir="ltr"
            />
            <Button type="submit" variant="card" pill>
              {t('admin.save')}
            </Button>
          </Form>
          <Form method="post" className="border-line border-t p-3">
            <input type="hidden" name="intent" value="rotate" />
            <input type="hidden" name="id" value={table.id} />
            <p className="mb-2 text-muted text-sm">{t('admin.tables.rotateHint')}</p>
            <Button type="submit" variant="card" pill>
              {t('admin.tables.rotate')}
            </Button>
          </Form>
          {/* Retiring (ADR 1160): inside this disclosure, so it is a second tap. */}
          <RemoveForm
            intent="retire"
            fields={{ id: table.id, version: table.version }}
            hint={t('admin.tables.retireHint')}
            label={t('admin.tables.retire', { name: table.name })}
          />
        </details>
      </div>
    </li>
  );
}

function AddTable({
  branches,
  nameOf,
  problem,
  saved,
}: {
  branches: { id: number; name: Record<string, string> }[];
  nameOf: (n: Record<string, string>) => string;
  problem: AdminProblem | null;
  saved: boolean;
}) {
  const { t } = useTranslation();
  const fields = problem?.fields ?? {};
  return (
    <Card id="tables-add" title={t('admin.tables.add')}>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="add" />
        <SaveResult problem={problem} saved={saved} />
        <div>
          <label htmlFor="table-branch" className="font-medium text-ink text-sm">
            {t('admin.tables.branch')}
          </label>
          <select id="table-branch" name="branch_id" className={inputClass}>
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {nameOf(b.name)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id="table-name"
          name="name"
          label={t('admin.tables.name')}
          required
          maxLength={40}
          error={fields.name}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField id="table-floor" name="floor" label={t('admin.tables.floor')} maxLength={40} />
          <TextField
            id="table-seats"
            name="seats"
            label={t('admin.tables.seats')}
            inputMode="numeric"
            defaultValue="2"
            error={fields.seats}
            dir="ltr"
          />
        </div>
        <Button type="submit" variant="primary" pill>
          {t('admin.tables.addButton')}
        </Button>
      </Form>
    </Card>
  );
}
