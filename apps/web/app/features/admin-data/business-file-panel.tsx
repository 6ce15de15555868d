import { adminDataFileUrl, importBusinessDocument } from '@sufra/contract/admin-data';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { ErrorText } from '../../ui/error-text.tsx';
import { DownloadLink, FilePicker } from './file-controls.tsx';
import { readText, staffCookieApi } from './staff-cookie-api.ts';

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'problem'; message: string };

/** The whole business as one JSON file (ADR 1020): download it, or replace this business with one. */
export function BusinessFilePanel({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const api = useMemo(() => staffCookieApi(), []);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);

  async function upload(file: File) {
    const text = await readText(file).catch(() => null);
    let document: unknown = null;
    try {
      document = text === null ? null : JSON.parse(text);
    } catch {
      document = null;
    }
    if (input.current) input.current.value = '';
    if (document === null) return setState({ kind: 'problem', message: t('admin.data.readFailed') });
    if (!window.confirm(t('admin.data.business.confirm'))) return;
    setState({ kind: 'busy' });
    try {
      await importBusinessDocument(api, reference, document);
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'problem', message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <section
      aria-labelledby="business-file-title"
      className="space-y-4 rounded-3xl bg-card p-5 ring-1 ring-line"
    >
      <h2 id="business-file-title" className="font-bold text-ink text-xl">
        {t('admin.data.business.title')}
      </h2>
      <p className="text-muted text-sm">{t('admin.data.business.hint')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <DownloadLink href={adminDataFileUrl(api, reference, 'export')}>
          {t('admin.data.business.download')}
        </DownloadLink>
        <FilePicker
          label={t('admin.data.business.import')}
          accept=".json,application/json"
          testId="business-file"
          inputRef={input}
          onFile={(file) => void upload(file)}
        />
      </div>
      <div aria-live="polite">
        {state.kind === 'busy' ? <p className="text-muted">{t('common.loading')}</p> : null}
        {state.kind === 'done' ? (
          <p role="status" className="font-medium text-emerald-800 dark:text-emerald-300">
            {t('admin.data.business.imported')}
          </p>
        ) : null}
        {state.kind === 'problem' ? <ErrorText>{state.message}</ErrorText> : null}
      </div>
    </section>
  );
}
