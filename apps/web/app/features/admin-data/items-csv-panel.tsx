import {
  adminDataFileUrl,
  applyItemsCsv,
  type CsvChange,
  type CsvRowError,
  previewItemsCsv,
} from '@sufra/contract/admin-data';
import { ApiError } from '@sufra/contract/client';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/error-text.tsx';
import { DownloadLink, FilePicker, Th } from './file-controls.tsx';
import { readText, staffCookieApi } from './staff-cookie-api.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'errors'; errors: CsvRowError[] }
  | { kind: 'preview'; csv: string; version: number; changes: CsvChange[] }
  | { kind: 'applied'; count: number }
  | { kind: 'problem'; message: string };

/**
 * Items and prices as CSV (ADR 1021): download, edit in a spreadsheet, upload → every row checked
 * (errors by row and column, nothing applied) → the changes before → after → confirm → applied.
 */
export function ItemsCsvPanel({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const api = useMemo(() => staffCookieApi(), []);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);

  async function upload(file: File) {
    setState({ kind: 'busy' });
    const csv = await readText(file).catch(() => null);
    if (csv === null) return setState({ kind: 'problem', message: t('admin.data.readFailed') });
    try {
      const preview = await previewItemsCsv(api, reference, csv);
      setState({ kind: 'preview', csv, version: preview.version, changes: preview.changes });
    } catch (error) {
      setState(failed(error));
    }
  }

  async function apply(csv: string, version: number) {
    setState({ kind: 'busy' });
    try {
      const result = await applyItemsCsv(api, reference, csv, version);
      setState({ kind: 'applied', count: result.applied });
    } catch (error) {
      setState(failed(error));
    }
  }

  function failed(error: unknown): State {
    if (error instanceof ApiError && error.code === 'csv_invalid') {
      return { kind: 'errors', errors: (error.details as { errors: CsvRowError[] }).errors };
    }
    if (error instanceof ApiError && error.status === 409)
      return { kind: 'problem', message: t('admin.data.items.stale') };
    return { kind: 'problem', message: error instanceof Error ? error.message : String(error) };
  }

  const reset = () => {
    setState({ kind: 'idle' });
    if (input.current) input.current.value = '';
  };

  return (
    <section aria-labelledby="items-csv-title" className="space-y-4 rounded-3xl bg-card p-5 ring-1 ring-line">
      <h2 id="items-csv-title" className="font-bold text-ink text-xl">
        {t('admin.data.items.title')}
      </h2>
      <p className="text-muted text-sm">{t('admin.data.items.hint')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <DownloadLink href={adminDataFileUrl(api, reference, 'items.csv')}>
          {t('admin.data.items.download')}
        </DownloadLink>
        <FilePicker
          label={t('admin.data.items.upload')}
          accept=".csv,text/csv"
          testId="items-csv-file"
          inputRef={input}
          onFile={(file) => void upload(file)}
          primary
        />
      </div>

      <div aria-live="polite">
        {state.kind === 'busy' ? <p className="text-muted">{t('common.loading')}</p> : null}
        {state.kind === 'problem' ? <ErrorText>{state.message}</ErrorText> : null}
        {state.kind === 'applied' ? (
          <p role="status" className="font-medium text-emerald-800 dark:text-emerald-300">
            {t('admin.data.items.applied', { count: state.count })}
          </p>
        ) : null}
        {state.kind === 'errors' ? <RowErrors errors={state.errors} /> : null}
        {state.kind === 'preview' ? (
          state.changes.length ? (
            <div className="space-y-3">
              <Changes changes={state.changes} />
              <div className="flex flex-wrap gap-3">
                <Button onClick={() => void apply(state.csv, state.version)}>
                  {t('admin.data.items.apply', { count: state.changes.length })}
                </Button>
                <Button variant="secondary" onClick={reset}>
                  {t('admin.data.items.cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <p role="status" className="text-muted">
              {t('admin.data.items.noChanges')}
            </p>
          )
        ) : null}
      </div>
    </section>
  );
}

function RowErrors({ errors }: { errors: CsvRowError[] }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="space-y-2">
      <p className="font-semibold text-rose-700 dark:text-rose-300">{t('admin.data.items.errorsTitle')}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm" data-testid="csv-errors">
          <thead className="text-muted">
            <tr>
              <Th>{t('admin.data.col.row')}</Th>
              <Th>{t('admin.data.col.column')}</Th>
              <Th>{t('admin.data.col.problem')}</Th>
            </tr>
          </thead>
          <tbody>
            {errors.map((e) => (
              <tr key={`${e.row}-${e.column}-${e.code}`} className="border-line border-t">
                <td className="py-1.5 pe-3 tabular-nums">{e.row}</td>
                <td className="py-1.5 pe-3">
                  <code dir="ltr">{e.column || '—'}</code>
                </td>
                <td className="py-1.5 text-ink">
                  {t(`admin.csv.error.${e.code}`, { value: e.value ?? '' })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Changes({ changes }: { changes: CsvChange[] }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="csv-changes">
        <caption className="pb-2 text-start font-semibold text-ink">
          {t('admin.data.items.preview', { count: changes.length })}
        </caption>
        <thead className="text-muted">
          <tr>
            <Th>{t('admin.data.col.item')}</Th>
            <Th>{t('admin.data.col.column')}</Th>
            <Th>{t('admin.data.col.before')}</Th>
            <Th>{t('admin.data.col.after')}</Th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={`${c.price_label_id}-${c.column}`} className="border-line border-t">
              <td className="py-1.5 pe-3 text-ink">{c.item}</td>
              <td className="py-1.5 pe-3">
                <code dir="ltr">{c.column}</code>
              </td>
              <td className="py-1.5 pe-3 text-muted line-through">{c.before || '—'}</td>
              <td className="py-1.5 font-semibold text-ink">{c.after || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
