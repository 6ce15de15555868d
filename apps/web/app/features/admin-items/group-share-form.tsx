import type { AdminModifierGroup } from '@sufra/contract';
import { Form } from 'react-router';
import { listSeparator } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { FieldError } from '../admin/admin-ui.tsx';
import { SaveResult } from '../admin/setup-ui.tsx';

// One group of choices on many items (ADR 1422): "Milk" or "Extra shot" made once, ticked onto
// the other drinks; each gets a linked copy, and an edit of any copy edits them all.

type Other = { id: number; name: Record<string, string> };

/** The other items that have this group, said above its edit form: saving changes theirs too. */
export function SharedNote(props: {
  group: AdminModifierGroup;
  others: Other[];
  nameOf: (n: Record<string, string>) => string;
}) {
  const { t, i18n } = useTranslation();
  if (!props.group.shared_with.length) return null;
  const names = props.others
    .filter((o) => props.group.shared_with.includes(o.id))
    .map((o) => props.nameOf(o.name))
    .join(listSeparator(i18n.language));
  return <p className="mt-1 text-muted text-xs">{t('admin.groups.sharedWith', { items: names })}</p>;
}

export function GroupShareForm(props: {
  group: AdminModifierGroup;
  others: Other[];
  nameOf: (n: Record<string, string>) => string;
  problem: AdminProblem | null;
  done: boolean;
}) {
  const { t } = useTranslation();
  const { group } = props;
  const candidates = props.others.filter((o) => !group.shared_with.includes(o.id));
  if (!candidates.length) return null;
  const id = `share-${group.id}`;
  const fields = props.problem?.fields ?? {};
  const refused = Object.entries(fields).find(([k]) => k.startsWith('item_ids'))?.[1];
  return (
    <details className="mt-2 rounded-xl bg-sunken" open={props.problem || props.done ? true : undefined}>
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-brand-ink text-sm">
        {t('admin.groups.share', { name: props.nameOf(group.name) })}
      </summary>
      <Form key={group.version} method="post" className="space-y-3 px-3 pb-3">
        <input type="hidden" name="intent" value="group-share" />
        <input type="hidden" name="group_id" value={group.id} />
        <input type="hidden" name="version" value={group.version} />
        <SaveResult problem={props.problem} saved={props.done} />
        <p className="text-muted text-xs">{t('admin.groups.shareHint')}</p>
        <fieldset aria-describedby={refused ? `${id}-error` : undefined}>
          <legend className="sr-only">{t('admin.groups.shareItems')}</legend>
          <div className="flex max-h-64 flex-wrap gap-2 overflow-y-auto">
            {candidates.map((o) => (
              <label
                key={o.id}
                className="flex min-h-11 items-center gap-2 rounded-xl border border-line bg-card px-3 text-ink text-sm has-[:checked]:border-brand"
              >
                <input type="checkbox" name="item_ids" value={o.id} className="size-5 accent-brand" />
                {props.nameOf(o.name)}
              </label>
            ))}
          </div>
        </fieldset>
        <FieldError id={`${id}-error`} text={refused} />
        <Button type="submit" variant="card" pill>
          {t('admin.groups.shareSave')}
        </Button>
      </Form>
    </details>
  );
}
