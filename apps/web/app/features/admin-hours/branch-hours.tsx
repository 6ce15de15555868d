import type { AdminBranchOps } from '@sufra/contract';
import { useTranslation } from '../../i18n/lite.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { Banner } from '../admin/admin-ui.tsx';
import { ProblemBanner } from '../admin/problem-banner.tsx';
import { OrderingControls } from './ordering-controls.tsx';
import { SpecialDays } from './special-days.tsx';
import { WeekForm } from './week-form.tsx';

type Result = ({ ok: false } & AdminProblem & { form: string }) | { ok: true; form: string };

/**
 * One branch on the hours page: taking orders now (pause, busy) first — what a counter needs in a
 * rush — then special days, then the week ([product: Back office], ADR 1080).
 */
export function BranchHours({
  branch,
  branchName,
  canPause,
  canEditHours,
  result,
}: {
  branch: AdminBranchOps;
  branchName: string | null;
  canPause: boolean;
  canEditHours: boolean;
  result: Result | undefined;
}) {
  const { t } = useTranslation();
  const mine = result && Number(result.form.split(':')[1]) === branch.id ? result : undefined;
  const problem = mine && !mine.ok ? mine : null;
  const intent = mine?.form.split(':')[0] ?? '';
  const errorsFor = (intents: string[]) => (problem && intents.includes(intent) ? problem.fields : {});
  const banner = problem ? (
    <ProblemBanner problem={problem} />
  ) : mine?.ok ? (
    <Banner tone="ok">{t('admin.saved')}</Banner>
  ) : null;
  const section = 'rounded-2xl bg-card p-4 ring-1 ring-line';
  return (
    <div className="space-y-4">
      {branchName ? <h2 className="font-bold text-ink text-xl">{branchName}</h2> : null}
      {banner}
      {canPause && branch.selling_types.length ? (
        <section aria-labelledby={`taking-${branch.id}`} className={section}>
          <h2 id={`taking-${branch.id}`} className="font-semibold text-ink text-lg">
            {t('admin.hours.takingOrders')}
          </h2>
          <p className="text-muted text-sm">{t('admin.hours.takingOrdersHint')}</p>
          <div className="grid divide-y divide-line lg:grid-cols-3 lg:gap-x-6 lg:divide-y-0">
            {branch.selling_types.map((type) => (
              <OrderingControls key={type} branch={branch} type={type} />
            ))}
          </div>
        </section>
      ) : null}
      {canEditHours ? (
        <>
          <section aria-labelledby={`special-${branch.id}`} className={section}>
            <h2 id={`special-${branch.id}`} className="mb-2 font-semibold text-ink text-lg">
              {t('admin.hours.specialDays')}
            </h2>
            <SpecialDays branch={branch} errors={errorsFor(['special-add', 'special-remove'])} />
          </section>
          <section aria-labelledby={`week-${branch.id}`} className={section}>
            <h2 id={`week-${branch.id}`} className="font-semibold text-ink text-lg">
              {t('admin.hours.week')}
            </h2>
            <p className="text-muted text-sm">{t('admin.hours.weekHint')}</p>
            <WeekForm branch={branch} errors={errorsFor(['week'])} />
          </section>
        </>
      ) : null}
    </div>
  );
}
