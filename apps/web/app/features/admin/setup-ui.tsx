import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import type { AdminProblem, AdminResult } from './admin-problems.server.ts';
import { AdminShell, Banner, FieldError } from './admin-ui.tsx';
import { ProblemBanner } from './problem-banner.tsx';

// The set-up screens' shared parts ([product: Back office], ADR 1120): a titled card, a group of
// choices as large radio rows, and the result of the last save.

export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-2xl bg-card p-4 ring-1 ring-line">
      <h2 id={id} className="font-semibold text-ink text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Choices({
  name,
  legend,
  options,
  value,
  error,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  value: string;
  error?: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="font-medium text-ink text-sm">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 text-ink has-checked:border-brand has-checked:bg-brand/10 has-focus-visible:ring-2 has-focus-visible:ring-brand"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              defaultChecked={o.value === value}
              className="accent-brand"
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`} text={error} />
    </fieldset>
  );
}

export function Check({
  name,
  label,
  checked,
  disabled,
}: {
  name: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-ink">
      <input
        type="checkbox"
        name={name}
        defaultChecked={checked}
        disabled={disabled}
        className="size-5 shrink-0 accent-brand"
      />
      {label}
    </label>
  );
}

/** What the last save of a form said: saved, or the problem and a reload link when stale. */
export function SaveResult({ problem, saved }: { problem: AdminProblem | null; saved: boolean }) {
  const { t } = useTranslation();
  if (problem) return <ProblemBanner problem={problem} />;
  return saved ? <Banner tone="ok">{t('admin.saved')}</Banner> : null;
}

/** A set-up action's answer: the back office's one answer type (ADR 1220), by its older name. */
export type SetupResult = AdminResult;

/** The problem of the form `form` (if the last answer was for it and failed), and whether it saved. */
export function setupResultOf(actionData: unknown) {
  const result = actionData as AdminResult | undefined;
  return {
    result,
    problemOf: (form: string): AdminProblem | null =>
      result && !result.ok && result.form === form ? result : null,
    savedFor: (form: string): boolean => result?.ok === true && result.form === form,
  };
}

/** A business's text in the interface language, else in the business's first language. */
export function useBusinessText(locales: readonly string[]) {
  const { i18n } = useTranslation();
  const first = locales[0] ?? 'en';
  return (text: Record<string, string>) => text[i18n.language] || text[first] || '';
}

/** The frame of a set-up page: the back office's shell and the document title. */
export function SetupPage({
  me,
  title,
  back,
  children,
}: {
  me: {
    member: { name: string; role: string };
    business: { reference_id: string; name: Record<string, string>; locales: string[] };
  };
  title: string;
  /** Where the title's back arrow leads, if anywhere. */
  back?: string | undefined;
  children: ReactNode;
}) {
  const nameOf = useBusinessText(me.business.locales);
  return (
    <AdminShell
      ref_={me.business.reference_id}
      businessName={nameOf(me.business.name)}
      memberName={me.member.name}
      role={me.member.role}
      title={title}
      back={back}
    >
      <title>{`${title} | ${nameOf(me.business.name)}`}</title>
      {children}
    </AdminShell>
  );
}
