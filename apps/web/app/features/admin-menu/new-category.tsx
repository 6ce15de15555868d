import type { AdminCategory } from '@sufra/contract';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { Banner, LocalizedFields } from '../admin/admin-ui.tsx';
import { ParentSelect } from './category-shape-fields.tsx';

export function NewCategory({
  locales,
  problem,
  tops,
  nameOf,
}: {
  locales: string[];
  problem: AdminProblem | null;
  tops: AdminCategory[];
  nameOf: (n: Record<string, string>) => string;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get('intent') === 'category-create';
  return (
    <details className="mb-4 rounded-2xl bg-card ring-1 ring-line" open={problem ? true : undefined}>
      <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold text-brand-ink">
        + {t('admin.menu.newCategory')}
      </summary>
      <Form method="post" className="space-y-3 px-4 pb-4">
        <input type="hidden" name="intent" value="category-create" />
        {problem ? <Banner tone="error">{t(problem.problem)}</Banner> : null}
        <LocalizedFields
          id="new-category"
          name="name"
          label={t('admin.field.name')}
          locales={locales}
          values={undefined}
          errors={problem?.fields ?? {}}
          required
        />
        {tops.length ? (
          <ParentSelect
            id="new-category-parent"
            value={null}
            tops={tops}
            nameOf={nameOf}
            error={problem?.fields.parent_id}
          />
        ) : null}
        <Button type="submit" variant="primary" pill disabled={busy}>
          {t('admin.menu.addCategory')}
        </Button>
      </Form>
    </details>
  );
}
