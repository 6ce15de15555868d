import { useTranslation } from '../../i18n/lite.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { Banner } from '../admin/admin-ui.tsx';

/** A refused write on the item page; "changed elsewhere" offers the reload (ADR 1002). */
export function ProblemBanner({ problem }: { problem: AdminProblem }) {
  const { t } = useTranslation();
  return (
    <Banner tone="error">
      {t(problem.problem)}{' '}
      {problem.problem === 'admin.problem.changedElsewhere' ? (
        <a href="?" className="font-semibold underline">
          {t('admin.reload')}
        </a>
      ) : null}
    </Banner>
  );
}
