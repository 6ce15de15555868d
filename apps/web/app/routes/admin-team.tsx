import {
  getAdminDevices,
  getAdminTeam,
  inviteAdminMember,
  issueAdminDevice,
  removeAdminMember,
  revokeAdminDevice,
  updateAdminMember,
} from '@sufra/contract/client';
import { formText } from '../features/admin/admin-forms.server.ts';
import type { AdminResult } from '../features/admin/admin-problems.server.ts';
import { adminAction, adminLoader, answer } from '../features/admin/admin-route.server.ts';
import { SetupPage, useBusinessText } from '../features/admin/setup-ui.tsx';
import { DevicesPanel, InviteNotice } from '../features/admin-team/devices-panel.tsx';
import { InviteForm, MemberRow } from '../features/admin-team/team-forms.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import type { Route } from './+types/admin-team';

// Only owners manage the team ([product: Back office]); anyone else goes back to the menu.
export const loader = (args: Route.LoaderArgs) =>
  adminLoader(
    args,
    async ({ api, ref }) => {
      const [team, devices] = await Promise.all([getAdminTeam(api, ref), getAdminDevices(api, ref)]);
      return { members: team.members, devices: devices.devices };
    },
    { allow: (role) => role === 'owner' },
  );

export type TeamActionResult = AdminResult & {
  notified?: boolean;
  sign_in_url?: string;
  invited?: string;
  token?: string;
  device_name?: string;
};

const roleOf = (form: FormData) => formText(form, 'role') as 'owner' | 'manager' | 'staff';
const branchOf = (form: FormData) =>
  formText(form, 'branch_id') ? Number(formText(form, 'branch_id')) : null;

/**
 * The team's writes (ADR 1080, 1370, 1371): invite (the member is told by message, or the page
 * shows the link to pass on), change a role or branch, remove; issue and revoke a kitchen device.
 */
export const action = (args: Route.ActionArgs) =>
  adminAction(args, {
    invite: async ({ api, ref, form, url }) => {
      const invited = await inviteAdminMember(api, ref, {
        phone: formText(form, 'phone'),
        name: formText(form, 'name'),
        role: roleOf(form),
        branch_id: branchOf(form),
      });
      return answer({
        invited: invited.member.name,
        notified: invited.notified ?? false,
        sign_in_url: new URL(invited.sign_in_url ?? `/${ref}/admin/login`, url).href,
      });
    },
    'issue-device': async ({ api, ref, form }) => {
      const issued = await issueAdminDevice(api, ref, { name: formText(form, 'name') });
      return answer({ token: issued.token, device_name: issued.device.name });
    },
    'revoke-device': ({ api, ref, id }) => revokeAdminDevice(api, ref, id),
    update: ({ api, ref, form, id }) =>
      updateAdminMember(api, ref, id, {
        role: roleOf(form),
        branch_id: branchOf(form),
        version: formText(form, 'version'),
      }),
    remove: ({ api, ref, id }) => removeAdminMember(api, ref, id),
  });

export default function AdminTeamPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { me, members, devices } = loaderData;
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
        <div className="space-y-4">
          <InviteNotice result={result?.ok && result.form === 'invite:' ? result : undefined} />
          <InviteForm branches={branches} result={resultFor('invite:')} />
          <DevicesPanel devices={devices} result={resultFor('issue-device:')} language={i18n.language} />
        </div>
      </div>
    </SetupPage>
  );
}
