import {
  getAdminTeam,
  inviteAdminMember,
  removeAdminMember,
  updateAdminMember,
} from '@sufra/contract/client';
import { formText } from '../features/admin/admin-forms.server.ts';
import type { AdminResult } from '../features/admin/admin-problems.server.ts';
import { adminAction, adminLoader } from '../features/admin/admin-route.server.ts';
import { SetupPage, useBusinessText } from '../features/admin/setup-ui.tsx';
import { InviteForm, MemberRow } from '../features/admin-team/team-forms.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import type { Route } from './+types/admin-team';

// Only owners manage the team ([product: Back office]); anyone else goes back to the menu.
export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ api, ref }) => ({ members: (await getAdminTeam(api, ref)).members }), {
    allow: (role) => role === 'owner',
  });

export type TeamActionResult = AdminResult;

const roleOf = (form: FormData) => formText(form, 'role') as 'owner' | 'manager' | 'staff';
const branchOf = (form: FormData) =>
  formText(form, 'branch_id') ? Number(formText(form, 'branch_id')) : null;

/** The team's writes (ADR 1080): invite, change a role or branch, remove. Real forms. */
export const action = (args: Route.ActionArgs) =>
  adminAction(args, {
    invite: ({ api, ref, form }) =>
      inviteAdminMember(api, ref, {
        phone: formText(form, 'phone'),
        name: formText(form, 'name'),
        role: roleOf(form),
        branch_id: branchOf(form),
      }),
    update: ({ api, ref, form, id }) =>
      updateAdminMember(api, ref, id, {
        role: roleOf(form),
        branch_id: branchOf(form),
        version: formText(form, 'version'),
      }),
    remove: ({ api, ref, id }) => removeAdminMember(api, ref, id),
  });

export default function AdminTeamPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, members } = loaderData;
  const { business, member } = me;
  const nameOf = useBusinessText(business.locales);
  const result = actionData as TeamActionResult | undefined;
  const resultFor = (form: string) => (result?.form === form ? result : undefined);
  const branches = business.branches.map((b) => ({ id: b.id, name: nameOf(b.name) }));
  const title = t('admin.team.title');
  return (
    <SetupPage me={me} title={title}>
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
    </SetupPage>
  );
}
