import type { AdminPixel } from '@sufra/contract/admin-payments';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { TextField } from '../admin/admin-ui.tsx';
import { Card, SaveResult } from '../admin/setup-ui.tsx';

/** The integrations by number ([product: Marketing]); product names, the same in every language. */
export const PIXEL_KINDS = [
  { kind: 1, name: 'Meta Pixel' },
  { kind: 2, name: 'Google Analytics' },
  { kind: 3, name: 'Snap Pixel' },
  { kind: 4, name: 'TikTok Pixel' },
  { kind: 5, name: 'Meta Conversions API' },
  { kind: 6, name: 'TikTok Events API' },
  { kind: 7, name: 'Snapchat Conversions API' },
] as const;

/**
 * Pixels and conversion API tokens (ADR 1121): an id per integration (empty turns it off) and,
 * for conversion APIs, a token field that is never filled in (a stored one shows its last four).
 */
export function PixelsForm({
  pixels,
  canStoreTokens,
  problem,
  saved,
}: {
  pixels: AdminPixel[];
  canStoreTokens: boolean;
  problem: AdminProblem | null;
  saved: boolean;
}) {
  const { t } = useTranslation();
  const fields = problem?.fields ?? {};
  const version = pixels.map((p) => `${p.kind}:${p.pixel_id}:${p.token_last4}`).join('|');
  return (
    <Form key={version} method="post" className="max-w-2xl" autoComplete="off">
      <input type="hidden" name="intent" value="pixels" />
      <Card id="payments-pixels" title={t('admin.pixels.title')}>
        <p className="text-muted text-sm">{t('admin.pixels.hint')}</p>
        <SaveResult problem={problem} saved={saved} />
        {PIXEL_KINDS.map(({ kind, name }, i) => {
          const stored = pixels.find((p) => p.kind === kind);
          return (
            <div key={kind} className="grid gap-2 sm:grid-cols-2">
              <input type="hidden" name="kind" value={kind} />
              <TextField
                id={`pixel-${kind}`}
                name={`pixel_id.${kind}`}
                label={name}
                defaultValue={stored?.pixel_id ?? ''}
                spellCheck={false}
                dir="ltr"
                maxLength={120}
                error={fields[`pixels.${i}.pixel_id`]}
              />
              {kind >= 5 ? (
                <TextField
                  id={`pixel-${kind}-token`}
                  name={`token.${kind}`}
                  type="password"
                  autoComplete="off"
                  spellCheck={false}
                  dir="ltr"
                  label={t('admin.pixels.token', { name })}
                  disabled={!canStoreTokens}
                  hint={
                    stored?.token_last4
                      ? t('admin.payments.keyStored', { last4: stored.token_last4 })
                      : canStoreTokens
                        ? t('admin.payments.keyHint')
                        : t('admin.pixels.cannotStore')
                  }
                  error={fields[`pixels.${i}.token`]}
                />
              ) : null}
            </div>
          );
        })}
        <Button type="submit" variant="primary" pill>
          {t('admin.pixels.save')}
        </Button>
      </Card>
    </Form>
  );
}
