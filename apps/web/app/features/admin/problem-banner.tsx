import { useTranslation } from '../../i18n/lite.tsx';
import { Banner } from '../../ui/banner.tsx';
import type { AdminProblem } from './admin-problems.server.ts';

/**
 * A refused back-office write, once (ADR 1220): the problem in words and, when the row changed
 * elsewhere, `ui/Banner`'s reload link (`reloadHref`: "?" reloads the page, "." its parent route).
 */
export function ProblemBanner({ problem, reloadHref = '?' }: { problem: AdminProblem; reloadHref?: string }) {
  const { t } = useTranslation();
  return (
    <Banner
      tone="error"
      reload={
        problem.problem === 'admin.problem.changedElsewhere'
          ? { href: reloadHref, label: t('admin.reload') }
          : undefined
      }
    >
      {t(problem.problem)}
    </Banner>
  );
}
