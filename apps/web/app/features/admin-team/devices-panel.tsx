import type { AdminDevice } from '@sufra/contract';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import { dateFormat } from '../../ui/format.ts';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { Banner, TextField } from '../admin/admin-ui.tsx';

type Result =
  | ({ ok: false } & AdminProblem & { form: string })
  | { ok: true; form: string; token?: string; device_name?: string }
  | undefined;

/**
 * A shared kitchen tablet's device tokens (ADR 1370): issued here with a name (the token is shown
 * this once, to type on the tablet's board), listed with their last use, revoked here. A device
 * token opens the order board and nothing else; people sign in with their own phone.
 */
export function DevicesPanel({
  devices,
  result,
  language,
}: {
  devices: AdminDevice[];
  result: Result;
  language: string;
}) {
  const { t } = useTranslation();
  const issued = result?.ok && result.form === 'issue-device:' ? result : undefined;
  const failed = result && !result.ok && result.form === 'issue-device:' ? result : undefined;
  const live = devices.filter((d) => !d.revoked_at);
  const when = (iso: string) =>
    dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <section aria-labelledby="team-devices" className="h-fit rounded-2xl bg-card p-4 ring-1 ring-line">
      <h2 id="team-devices" className="font-semibold text-ink text-lg">
        {t('admin.devices.title')}
      </h2>
      <p className="mb-3 text-muted text-sm">{t('admin.devices.hint')}</p>
      {issued?.token ? (
        <Banner tone="ok">
          <p>{t('admin.devices.issued', { name: issued.device_name ?? '' })}</p>
          <p
            className="mt-2 select-all break-all rounded-lg bg-card px-3 py-2 font-mono text-ink"
            dir="ltr"
            data-testid="device-token"
          >
            {issued.token}
          </p>
        </Banner>
      ) : null}
      {live.length ? (
        <ul className="mb-3 divide-y divide-line">
          {live.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-2 py-2">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{d.name}</p>
                <p className="text-muted text-xs">
                  {d.last_used_at
                    ? t('admin.devices.lastUsed', { date: when(d.last_used_at) })
                    : t('admin.devices.neverUsed')}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke-device" />
                <input type="hidden" name="id" value={d.id} />
                <Button type="submit" variant="dangerOutline" pill>
                  {t('admin.devices.revoke', { name: d.name })}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-muted text-sm">{t('admin.devices.none')}</p>
      )}
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="issue-device" />
        {failed ? <Banner tone="error">{t(failed.problem)}</Banner> : null}
        <TextField
          id="device-name"
          name="name"
          label={t('admin.devices.name')}
          required
          maxLength={60}
          error={failed?.fields.name}
          autoComplete="off"
        />
        <Button type="submit" variant="card" pill>
          {t('admin.devices.issue')}
        </Button>
      </Form>
    </section>
  );
}

/** After an invitation (ADR 1371): the message is on its way, or the link to pass on. */
export function InviteNotice({
  result,
}: {
  result: { ok: true; notified?: boolean; sign_in_url?: string; invited?: string } | undefined;
}) {
  const { t } = useTranslation();
  if (!result) return null;
  const name = result.invited ?? '';
  return (
    <Banner tone="ok">
      {result.notified ? (
        t('admin.team.notified', { name })
      ) : (
        <>
          {t('admin.team.shareLink', { name })}{' '}
          <span className="select-all break-all font-mono" dir="ltr">
            {result.sign_in_url}
          </span>
        </>
      )}
    </Banner>
  );
}
