import {
  getAdminTeam,
  inviteAdminMember,
  removeAdminMember,
  updateAdminMember,
} from '@sufra/contract/client';
import { data, redirect } from 'react-router';
import { formText } from '../features/admin/admin-forms.server.ts';
import { type AdminProblem, adminProblemOf } from '../features/admin/admin-problems.server.ts';
import { adminApi, requireAdminMe } from '../features/admin/admin-session.server.ts';
import { AdminShell } from '../features/admin/admin-ui.tsx';
import { InviteForm, MemberRow } from '../features/admin-ops/team-forms.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import type { Route } from './+types/admin-team';

export async function loader(args: Route.LoaderArgs) {
  const me = await requireAdminMe(args);
  // Only owners manage the team ([product: Back office]); anyone else goes back to the menu.
  if (me.member.role !== 'owner') throw redirect(`/${args.params.ref}/admin`);
  const { members } = await getAdminTeam(adminApi(args.context, args.request), args.params.ref);
  return { me, members };
}

export type TeamActionResult = ({ ok: false } & AdminProblem & { form: string }) | { ok: true; form: string };

const roleOf = (form: FormData) => formText(form, 'role') as 'owner' | 'manager' | 'staff';
const branchOf = (form: FormData) =>
  formText(form, 'branch_id') ? Number(formText(form, 'branch_id')) : null;

/** The team's writes (ADR 1080): invite, change a role or branch, remove. Real forms. */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  await requireAdminMe(args);
  const api = adminApi(context, request);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = Number(formText(form, 'id'));
  const key = `${intent}:${id || ''}`;
  try {
    if (intent === 'invite')
      await inviteAdminMember(api, params.ref, {
        phone: formText(form, 'phone'),
        name: formText(form, 'name'),
        role: roleOf(form),
        branch_id: branchOf(form),
      });
    else if (intent === 'update')
      await updateAdminMember(api, params.ref, id, {
        role: roleOf(form),
        branch_id: branchOf(form),
        version: formText(form, 'version'),
      });
    else if (intent === 'remove') await removeAdminMember(api, params.ref, id);
    return { ok: true, form: key } satisfies TeamActionResult;
  } catch (error) {
    return data({ ok: false, form: key, ...adminProblemOf(error) } satisfies TeamActionResult, {
      status: 422,
    });
  }
}

export default function AdminTeamPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { me, members } = loaderData;
  const { business, member } = me;
  const first = business.locales[0] ?? 'en';
  const nameOf = (name: Record<string, string>) => name[i18n.language] || name[first] || '';
  const result = actionData as TeamActionResult | undefined;
  const resultFor = (form: string) => (result?.form === form ? result : undefined);
  const branches = business.branches.map((b) => ({ id: b.id, name: nameOf(b.name) }));
  const title = t('admin.team.title');
  return (
    <AdminShell
      ref_={business.reference_id}
      businessName={nameOf(business.name)}
      memberName={member.name}
      role={member.role}
      title={title}
    >
      <title>{`${title} | ${nameOf(business.name)}`}</title>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="team-list" className="rounded-2xl bg-card ring-1 ring-line">
          <h2 id="team-list" className="border-line border-b px-4 py-3 font-semibold text-ink text-lg">
            {t('admin.team.members', { count: members.length })}
          </h2>
          <ul className="divide-y divide-line">
            {members.map((m) => (
              <MemberRow
                key={m.id}
                member={m}
                self={m.id === member.id}
                branches={branches}
                result={resultFor(`update:${m.id}`) ?? resultFor(`remove:${m.id}`)}
              />
            ))}
          </ul>
        </section>
        <InviteForm branches={branches} result={resultFor('invite:')} />
      </div>
    </AdminShell>
  );
}
