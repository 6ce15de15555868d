import { getAdminBranchesOps, saveAdminHours, setAdminBusy, setAdminPause } from '@sufra/contract/client';
import { roleCan } from '@sufra/domain';
import { data } from 'react-router';
import { formText } from '../features/admin/admin-forms.server.ts';
import { type AdminProblem, adminProblemOf } from '../features/admin/admin-problems.server.ts';
import { adminApi, requireAdminMe } from '../features/admin/admin-session.server.ts';
import { AdminShell } from '../features/admin/admin-ui.tsx';
import { BranchHours } from '../features/admin-ops/branch-hours.tsx';
import { specialDayFrom, specialDaysOf, weekFrom } from '../features/admin-ops/hours-form.server.ts';
import { useTranslation } from '../i18n/lite.tsx';
import type { Route } from './+types/admin-hours';

export async function loader(args: Route.LoaderArgs) {
  const me = await requireAdminMe(args);
  const { branches } = await getAdminBranchesOps(adminApi(args.context, args.request), args.params.ref);
  return { me, branches };
}

export type HoursActionResult =
  | ({ ok: false } & AdminProblem & { form: string })
  | { ok: true; form: string };

/**
 * `/{ref}/admin/hours` writes ([product: Back office], ADR 1080): pause or resume a selling type,
 * busy mode, the week, a special day added or removed. Real forms: they work before the scripts.
 * The week and special days carry the version the page was read at, so a change by someone else
 * meanwhile is refused ("changed by someone else, reload"), never overwritten.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  await requireAdminMe(args);
  const api = adminApi(context, request);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const branchId = Number(formText(form, 'branch_id'));
  const version = formText(form, 'version');
  const formKey = `${intent}:${branchId}:${formText(form, 'selling_type')}`;
  try {
    if (intent === 'pause' || intent === 'resume') {
      const length = formText(form, 'length');
      await setAdminPause(api, params.ref, branchId, {
        selling_type: formText(form, 'selling_type') as 'delivery',
        paused: intent === 'pause',
        ...(intent === 'pause'
          ? length === 'tomorrow'
            ? { until_tomorrow: true }
            : { minutes: Number(length) }
          : {}),
      });
    } else if (intent === 'busy' || intent === 'not-busy') {
      await setAdminBusy(api, params.ref, branchId, {
        selling_type: formText(form, 'selling_type') as 'delivery',
        extra_minutes: intent === 'busy' ? Number(formText(form, 'extra')) : 0,
        minutes: Number(formText(form, 'length')) || 60,
      });
    } else {
      const current = (await getAdminBranchesOps(api, params.ref)).branches.find((b) => b.id === branchId);
      if (!current) throw data('Branch not found', { status: 404 });
      const specialDays = specialDaysOf(current);
      if (intent === 'week') {
        await saveAdminHours(api, params.ref, branchId, {
          week: weekFrom(form),
          special_days: specialDays,
          version,
        });
      } else if (intent === 'special-add') {
        const day = specialDayFrom(form);
        await saveAdminHours(api, params.ref, branchId, {
          week: current.week,
          special_days: [...specialDays.filter((d) => d.date !== day.date), day],
          version,
        });
      } else if (intent === 'special-remove') {
        const date = formText(form, 'date');
        await saveAdminHours(api, params.ref, branchId, {
          week: current.week,
          special_days: specialDays.filter((d) => d.date !== date),
          version,
        });
      }
    }
    return { ok: true, form: formKey } satisfies HoursActionResult;
  } catch (error) {
    if (error instanceof Response) throw error;
    return data({ ok: false, form: formKey, ...adminProblemOf(error) } satisfies HoursActionResult, {
      status: 422,
    });
  }
}

export default function AdminHoursPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { me, branches } = loaderData;
  const { business, member } = me;
  const first = business.locales[0] ?? 'en';
  const nameOf = (name: Record<string, string>) => name[i18n.language] || name[first] || '';
  const title = t('admin.hours.title');
  return (
    <AdminShell
      ref_={business.reference_id}
      businessName={nameOf(business.name)}
      memberName={member.name}
      role={member.role}
      title={title}
    >
      <title>{`${title} | ${nameOf(business.name)}`}</title>
      <div className="space-y-6">
        {branches.map((branch) => (
          <BranchHours
            key={branch.id}
            branch={branch}
            branchName={branches.length > 1 ? nameOf(branch.name) : null}
            canPause={roleCan(member.role, 'ordering.pause')}
            canEditHours={roleCan(member.role, 'hours.edit')}
            result={actionData as HoursActionResult | undefined}
          />
        ))}
      </div>
    </AdminShell>
  );
}
