import type { AdminBranchOps, HoursWrite } from '@sufra/contract';
import { getAdminBranchesOps, saveAdminHours, setAdminBusy, setAdminPause } from '@sufra/contract/client';
import { roleCan } from '@sufra/domain';
import { data } from 'react-router';
import { formText } from '../features/admin/admin-forms.server.ts';
import type { AdminResult } from '../features/admin/admin-problems.server.ts';
import { type AdminWrite, adminAction, adminLoader } from '../features/admin/admin-route.server.ts';
import { SetupPage, useBusinessText } from '../features/admin/setup-ui.tsx';
import { BranchHours } from '../features/admin-hours/branch-hours.tsx';
import { specialDayFrom, specialDaysOf, weekFrom } from '../features/admin-hours/hours-form.server.ts';
import { useTranslation } from '../i18n/lite.tsx';
import type { Route } from './+types/admin-hours';

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ api, ref }) => ({ branches: (await getAdminBranchesOps(api, ref)).branches }));

export type HoursActionResult = AdminResult;

/** Which form an answer is for: the intent, the branch and the selling type. */
const hoursForm = ({ form, intent }: AdminWrite) =>
  `${intent}:${Number(formText(form, 'branch_id'))}:${formText(form, 'selling_type')}`;

const branchOf = (form: FormData) => Number(formText(form, 'branch_id'));

/** Pausing or resuming a selling type: for a number of minutes, or until tomorrow's opening. */
const pause = ({ api, ref, form, intent }: AdminWrite) => {
  const length = formText(form, 'length');
  return setAdminPause(api, ref, branchOf(form), {
    selling_type: formText(form, 'selling_type') as 'delivery',
    paused: intent === 'pause',
    ...(intent === 'pause'
      ? length === 'tomorrow'
        ? { until_tomorrow: true }
        : { minutes: Number(length) }
      : {}),
  });
};

const busy = ({ api, ref, form, intent }: AdminWrite) =>
  setAdminBusy(api, ref, branchOf(form), {
    selling_type: formText(form, 'selling_type') as 'delivery',
    extra_minutes: intent === 'busy' ? Number(formText(form, 'extra')) : 0,
    minutes: Number(formText(form, 'length')) || 60,
  });

/** The week or a special day: the whole hours are written, from the branch as it is now. */
const hours =
  (next: (form: FormData, current: AdminBranchOps) => Pick<HoursWrite, 'week' | 'special_days'>) =>
  async ({ api, ref, form }: AdminWrite) => {
    const branchId = branchOf(form);
    const current = (await getAdminBranchesOps(api, ref)).branches.find((b) => b.id === branchId);
    if (!current) throw data('Branch not found', { status: 404 });
    await saveAdminHours(api, ref, branchId, { ...next(form, current), version: formText(form, 'version') });
  };

/**
 * `/{ref}/admin/hours` writes ([product: Back office], ADR 1080): pause or resume a selling type,
 * busy mode, the week, a special day added or removed. Real forms: they work before the scripts.
 * The week and special days carry the version the page was read at, so a change by someone else
 * meanwhile is refused ("changed by someone else, reload"), never overwritten.
 */
export const action = (args: Route.ActionArgs) =>
  adminAction(
    args,
    {
      pause,
      resume: pause,
      busy,
      'not-busy': busy,
      week: hours((form, current) => ({ week: weekFrom(form), special_days: specialDaysOf(current) })),
      'special-add': hours((form, current) => {
        const day = specialDayFrom(form);
        return {
          week: current.week,
          special_days: [...specialDaysOf(current).filter((d) => d.date !== day.date), day],
        };
      }),
      'special-remove': hours((form, current) => ({
        week: current.week,
        special_days: specialDaysOf(current).filter((d) => d.date !== formText(form, 'date')),
      })),
    },
    { key: hoursForm },
  );

export default function AdminHoursPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, branches } = loaderData;
  const { member } = me;
  const nameOf = useBusinessText(me.business.locales);
  const title = t('admin.hours.title');
  return (
    <SetupPage me={me} title={title}>
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
    </SetupPage>
  );
}
