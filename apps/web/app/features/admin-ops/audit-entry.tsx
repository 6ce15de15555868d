import type { AdminAuditEntry } from '@sufra/contract';
import { useTranslation } from '../../i18n/lite.tsx';
import { dateFormat } from '../../ui/format.ts';
import { auditFieldLabel } from './audit-fields.ts';

/** A stored value as a person reads it: texts per language joined, lists and objects as compact JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  )
    return Object.entries(value as Record<string, string>)
      .map(([k, v]) => `${k}: ${v}`)
      .join(' · ');
  const text = JSON.stringify(value);
  return text.length > 240 ? `${text.slice(0, 240)}…` : text;
}

/**
 * One audited change ([product: Back office], ADR 1080): who, what, when, and each changed field
 * before → after, each field by the label its form gives it (ADR 1160), else its stored name.
 */
export function AuditEntryView({ entry }: { entry: AdminAuditEntry }) {
  const { t, i18n } = useTranslation();
  const when = dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(entry.at),
  );
  const action = t(`admin.audit.action.${entry.action}`, { defaultValue: entry.action });
  return (
    <article className="rounded-2xl bg-card p-4 ring-1 ring-line">
      <header className="flex flex-wrap items-baseline gap-x-2">
        <h2 className="font-semibold text-ink">
          {action} · {t(`admin.audit.entity.${entry.entity}`, { defaultValue: entry.entity })}
          {entry.entity_id ? <span className="text-muted"> #{entry.entity_id}</span> : null}
        </h2>
        <p className="text-muted text-sm">
          {t('admin.audit.by', { name: entry.member_name || '—' })} · <time dateTime={entry.at}>{when}</time>
        </p>
      </header>
      {entry.changes.length ? (
        <table className="mt-2 w-full table-fixed text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('admin.audit.field')}</th>
              <th scope="col">{t('admin.data.col.before')}</th>
              <th scope="col">{t('admin.data.col.after')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {entry.changes.map((c) => (
              <tr key={c.field} className="align-top">
                <th scope="row" className="w-1/4 py-1 pe-2 text-start font-medium text-muted break-words">
                  {c.field ? auditFieldLabel(entry.entity, c.field, t) : '—'}
                </th>
                <td className="py-1 pe-2 text-muted break-words" dir="auto">
                  {shown(c.before)}
                </td>
                <td className="py-1 text-ink break-words" dir="auto">
                  {shown(c.after)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </article>
  );
}
