import type { AdminBusinessProfile } from '@sufra/contract';
import { BUSINESS_TYPES, SOCIAL_NETWORKS } from '@sufra/contract/client';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { FieldError, inputClass, LocalizedFields, TextField } from '../admin/admin-ui.tsx';
import { Card, SaveResult } from '../admin/setup-ui.tsx';

/**
 * The business's own words and links ([product: Back office], ADR 1372): name and description in
 * each of its languages, its type, its social links and WhatsApp — what the storefront's header,
 * "About" and search results show. A real form with the version it was based on.
 */
export function BusinessProfileForm(props: {
  profile: AdminBusinessProfile;
  locales: string[];
  problem: AdminProblem | null;
  saved: boolean;
}) {
  const { t } = useTranslation();
  const { profile, locales } = props;
  const busy = useNavigation().state === 'submitting';
  const fields = props.problem?.fields ?? {};
  return (
    <Form key={profile.version} method="post" className="space-y-4" aria-labelledby="business-profile">
      <input type="hidden" name="intent" value="profile" />
      <input type="hidden" name="version" value={profile.version} />
      <Card id="business-profile" title={t('admin.business.profile')}>
        <SaveResult problem={props.problem} saved={props.saved} />
        <LocalizedFields
          id="business-name"
          name="name"
          label={t('admin.field.name')}
          locales={locales}
          values={profile.name}
          errors={fields}
          required
        />
        <LocalizedFields
          id="business-description"
          name="description"
          label={t('admin.field.description')}
          locales={locales}
          values={profile.description}
          errors={fields}
          multiline
        />
        <div>
          <label htmlFor="business-type" className="font-medium text-ink text-sm">
            {t('admin.business.type')}
          </label>
          <select
            id="business-type"
            name="business_type"
            defaultValue={profile.business_type}
            className={inputClass}
            aria-invalid={fields.business_type ? true : undefined}
          >
            {/* A type an import wrote that is not in the list stays chosen until changed. */}
            {(BUSINESS_TYPES as readonly string[]).includes(profile.business_type) ? null : (
              <option value={profile.business_type}>{profile.business_type}</option>
            )}
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`admin.business.types.${type}`)}
              </option>
            ))}
          </select>
          <FieldError id="business-type-error" text={fields.business_type} />
        </div>
      </Card>
      <Card id="business-links" title={t('admin.business.links')}>
        <TextField
          id="business-whatsapp"
          name="whatsapp_phone"
          type="tel"
          autoComplete="off"
          label={t('admin.business.whatsapp')}
          hint={t('admin.business.whatsappHint')}
          defaultValue={profile.whatsapp_phone ?? ''}
          error={fields.whatsapp_phone}
          dir="ltr"
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              id={`business-link-${network}`}
              name={`social_links.${network}`}
              type="url"
              inputMode="url"
              label={t(`admin.business.network.${network}`)}
              placeholder="https://"
              defaultValue={profile.social_links[network] ?? ''}
              error={fields[`social_links.${network}`]}
              dir="ltr"
            />
          ))}
        </div>
      </Card>
      <Button type="submit" variant="primary" pill disabled={busy}>
        {t('admin.save')}
      </Button>
    </Form>
  );
}
