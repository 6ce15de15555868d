import {
  createAdminBranch,
  getAdminBusinessProfile,
  saveAdminBusinessProfile,
  updateAdminBranch,
} from '@sufra/contract/client';
import { roleCan } from '@sufra/domain';
import { adminAction, adminLoader } from '../features/admin/admin-route.server.ts';
import { Card, SetupPage, setupResultOf, useBusinessText } from '../features/admin/setup-ui.tsx';
import { BranchForm } from '../features/admin-business/branch-form.tsx';
import {
  branchFrom,
  businessPageProblemOf,
  profileFrom,
} from '../features/admin-business/business-forms.server.ts';
import { BusinessProfileForm } from '../features/admin-business/business-profile-form.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { webConfig } from '../platform/env.server.ts';
import type { Route } from './+types/admin-business';

/** Where a map starts when no branch has a pin yet (Kuwait City, the demo's). */
const DEFAULT_CENTRE = { lat: 29.3759, lng: 47.9774 };

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(
    args,
    async ({ api, ref }) => {
      const config = webConfig();
      return {
        profile: (await getAdminBusinessProfile(api, ref)).business,
        map: { tileUrl: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION },
      };
    },
    // A manager or staff member who follows an old link goes back to the back office's first
    // page, as the menu never offered it (the API refuses them too, ADR 1372).
    { allow: (role) => roleCan(role, 'business.edit') },
  );

/**
 * The business page's writes ([product: Back office], ADR 1372), owners only: the profile, a
 * branch (by its id), a new branch. Each form answers in its own place.
 */
export const action = (args: Route.ActionArgs) =>
  adminAction(
    args,
    {
      profile: ({ api, ref, form, me }) =>
        saveAdminBusinessProfile(api, ref, profileFrom(form, me.business.locales)),
      branch: ({ api, ref, form, me, id }) =>
        updateAdminBranch(api, ref, id, branchFrom(form, me.business.locales)),
      'branch-new': ({ api, ref, form, me }) =>
        createAdminBranch(api, ref, branchFrom(form, me.business.locales)),
    },
    { problemOf: businessPageProblemOf },
  );

export default function AdminBusinessPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, profile, map } = loaderData;
  const nameOf = useBusinessText(me.business.locales);
  const { problemOf, savedFor } = setupResultOf(actionData);
  const pinned = profile.branches.find((b) => b.lat != null && b.lng != null);
  const centre =
    pinned?.lat != null && pinned.lng != null ? { lat: pinned.lat, lng: pinned.lng } : DEFAULT_CENTRE;
  return (
    <SetupPage me={me} title={t('admin.nav.business')}>
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <BusinessProfileForm
          profile={profile}
          locales={me.business.locales}
          problem={problemOf('profile:')}
          saved={savedFor('profile:')}
        />
        <div className="space-y-4">
          {profile.branches.map((b) => (
            <Card key={b.id} id={`branch-${b.id}-card`} title={nameOf(b.name) || t('admin.business.branch')}>
              <BranchForm
                branch={b}
                locales={me.business.locales}
                centre={centre}
                map={map}
                problem={problemOf(`branch:${b.id}`)}
                saved={savedFor(`branch:${b.id}`)}
              />
            </Card>
          ))}
          <Card id="branch-new-card" title={t('admin.business.newBranch')}>
            <BranchForm
              // A new branch's form is empty again once one is added.
              key={profile.branches.length}
              branch={null}
              locales={me.business.locales}
              centre={centre}
              map={map}
              problem={problemOf('branch-new:')}
              saved={savedFor('branch-new:')}
            />
          </Card>
        </div>
      </div>
    </SetupPage>
  );
}
