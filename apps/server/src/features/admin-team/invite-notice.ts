import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { defineJob, type Jobs } from '../../platform/jobs/jobs.ts';
import { pickText } from '../../platform/localize.ts';
import type { MessageChannel } from '../accounts/message-channel.ts';

/** The back office's sign-in page of a business, absolute when the public origin is configured. */
export const signInUrl = (publicUrl: string | undefined, ref: string) =>
  `${publicUrl ?? ''}/${encodeURIComponent(ref)}/admin/login`;

/** The invitation's text, in the business's first language when we have it (en, ar), else English. */
export function inviteText(businessName: string, role: string, url: string, locale: string): string {
  if (locale.startsWith('ar'))
    return `تمت إضافتك إلى فريق ${businessName} (${role}). سجّل الدخول برقم هاتفك هذا: ${url}`;
  return `You have been added to the ${businessName} team (${role}). Sign in with this phone: ${url}`;
}

type Member = { phone: string; role: string; name: Record<string, string>; locales: string[]; ref: string };

/**
 * An invited member is told (ADR 1371): a job on the queue, enqueued in the invitation's own
 * transaction, sends a message with the sign-in link through the accounts' message channel. The
 * job carries the member's id only (never the phone); a member removed meanwhile gets nothing.
 * With a channel that carries codes only, there is no job and the screen shows the link instead.
 */
export async function registerInviteNotice(deps: {
  db: Db;
  jobs: Jobs;
  channel: MessageChannel;
  publicUrl: string | undefined;
}) {
  const { db, channel } = deps;
  const notify = channel.notify?.bind(channel);
  if (!notify) return null;
  const kind = defineJob<{ memberId: number }>({
    name: 'admin-team.invite-notice',
    retries: 3,
    backoffSeconds: 10,
    handle: async ({ memberId }) => {
      const { rows } = await db.execute<Member>(sql`
        SELECT m.phone, m.role, b.name, b.locales, b.reference_id AS ref
        FROM staff_members m JOIN businesses b ON b.id = m.business_id
        WHERE m.id = ${memberId}`);
      const member = rows[0];
      if (!member) return;
      const locale = member.locales[0] ?? 'en';
      const name = pickText(member.name, locale, 'en');
      const url = signInUrl(deps.publicUrl, member.ref);
      await notify({
        to: member.phone,
        channel: channel.channels.includes('sms') ? 'sms' : (channel.channels[0] ?? 'sms'),
        text: inviteText(name, member.role, url, locale),
        locale,
      });
    },
  });
  await deps.jobs.register(kind);
  return (memberId: number, tx: Db) => deps.jobs.enqueue(kind, { memberId }, { in: tx });
}
