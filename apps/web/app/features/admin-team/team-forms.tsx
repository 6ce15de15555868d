import type { AdminTeamMember } from '@sufra/contract';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { Banner, FieldError, inputClass, TextField } from '../admin/admin-ui.tsx';
import { ProblemBanner } from '../admin/problem-banner.tsx';

type Result = ({ ok: false } & AdminProblem & { form: string }) | { ok: true; form: string } | undefined;
type BranchOption = { id: number; name: string };

const ROLES = ['owner', 'manager', 'staff', 'driver'] as const;

function ResultBanner({ result }: { result: Result }) {
  const { t } = useTranslation();
  if (!result) return null;
  if (result.ok) return <Banner tone="ok">{t('admin.saved')}</Banner>;
  return <ProblemBanner problem={result} />;
}

function RoleAndBranch({
  id,
  initialRole,
  branchId,
  branches,
}: {
  id: string;
  initialRole: string;
  branchId: number | null;
  branches: BranchOption[];
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-2">
      <div>
        <label htmlFor={`${id}-role`} className="font-medium text-ink text-sm">
          {t('admin.team.role')}
        </label>
        <select id={`${id}-role`} name="role" defaultValue={initialRole} className={inputClass}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`admin.role.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-branch`} className="font-medium text-ink text-sm">
          {t('admin.team.branch')}
        </label>
        <select id={`${id}-branch`} name="branch_id" defaultValue={branchId ?? ''} className={inputClass}>
          <option value="">{t('admin.team.allBranches')}</option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** A member: name, phone, role and branch; change the role, or remove (the last owner stays). */
export function MemberRow({
  member,
  self,
  branches,
  result,
}: {
  member: AdminTeamMember;
  self: boolean;
  branches: BranchOption[];
  result: Result;
}) {
  const { t } = useTranslation();
  const where =
    member.branch_id === null
      ? t('admin.team.allBranches')
      : branches.find((b) => b.id === member.branch_id)?.name;
  return (
    <li className="space-y-2 px-4 py-3">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <p className="font-medium text-ink">
          {member.name || t('admin.team.noName')}
          {self ? <span className="ms-2 text-muted text-sm">({t('admin.team.you')})</span> : null}
        </p>
        <p className="text-muted text-sm" dir="ltr">
          {member.phone}
        </p>
        <p className="w-full text-muted text-sm">
          {t(`admin.role.${member.role}`)} · {where}
        </p>
      </div>
      <ResultBanner result={result} />
      <details open={result && !result.ok ? true : undefined}>
        <summary className="flex min-h-11 cursor-pointer items-center text-brand-ink text-sm">
          {t('admin.team.change', { name: member.name })}
        </summary>
        <div className="space-y-2 pt-1">
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="id" value={member.id} />
            <input type="hidden" name="version" value={member.version} />
            <RoleAndBranch
              id={`member-${member.id}`}
              initialRole={member.role}
              branchId={member.branch_id}
              branches={branches}
            />
            <Button type="submit" variant="primary" pill>
              {t('admin.save')}
            </Button>
          </Form>
          <Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm(t('admin.team.removeConfirm', { name: member.name })))
                event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={member.id} />
            <Button type="submit" variant="dangerOutline" pill>
              {t('admin.team.remove', { name: member.name })}
            </Button>
          </Form>
        </div>
      </details>
    </li>
  );
}

/** Invite by phone: they sign in with a code sent to that phone (nothing is sent now). */
export function InviteForm({ branches, result }: { branches: BranchOption[]; result: Result }) {
  const { t } = useTranslation();
  const fields = result && !result.ok ? result.fields : {};
  return (
    <section aria-labelledby="team-invite" className="h-fit rounded-2xl bg-card p-4 ring-1 ring-line">
      <h2 id="team-invite" className="font-semibold text-ink text-lg">
        {t('admin.team.invite')}
      </h2>
      <p className="mb-3 text-muted text-sm">{t('admin.team.inviteHint')}</p>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="invite" />
        <ResultBanner result={result} />
        <TextField
          id="invite-name"
          name="name"
          label={t('admin.field.name')}
          required
          maxLength={80}
          error={fields.name}
          autoComplete="off"
        />
        <TextField
          id="invite-phone"
          name="phone"
          type="tel"
          label={t('admin.team.phone')}
          required
          inputMode="tel"
          dir="ltr"
          autoComplete="off"
          error={fields.phone}
        />
        <RoleAndBranch id="invite" initialRole="staff" branchId={null} branches={branches} />
        {fields.role || fields.branch_id ? (
          <FieldError id="invite-role-error" text={fields.role ?? fields.branch_id} />
        ) : null}
        <Button type="submit" variant="primary" pill>
          {t('admin.team.inviteButton')}
        </Button>
      </Form>
    </section>
  );
}
