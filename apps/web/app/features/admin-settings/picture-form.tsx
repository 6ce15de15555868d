import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { FieldError } from '../admin/admin-ui.tsx';
import { Card, SaveResult } from '../admin/setup-ui.tsx';
export function PictureForm({
  kind,
  url,
  problem,
  saved,
}: {
  kind: 'logo' | 'cover';
  url: string | null;
  problem: AdminProblem | null;
  saved: boolean;
}) {
  const { t } = useTranslation();
  const error = problem?.fields.image;
  const label = t(kind === 'logo' ? 'admin.settings.logo' : 'admin.settings.cover');
  return (
    <Card id={`settings-${kind}`} title={label}>
      <SaveResult problem={problem && !error ? problem : null} saved={saved} />
      {url ? (
        <img
          src={url.replace(/-960\.webp$/, '-480.webp')}
          srcSet={`${url.replace(/-960\.webp$/, '-480.webp')} 1x, ${url} 2x`}
          alt={label}
          className={
            kind === 'logo'
              ? 'size-24 rounded-xl object-contain ring-1 ring-line'
              : 'aspect-video w-full rounded-xl object-cover'
          }
        />
      ) : null}
      <Form method="post" encType="multipart/form-data" className="space-y-3">
        <input type="hidden" name="intent" value={kind} />
        <div>
          <label htmlFor={`${kind}-image`} className="font-medium text-ink text-sm">
            {t('admin.item.choosePicture')}
          </label>
          <input
            id={`${kind}-image`}
            name="image"
            type="file"
            accept="image/*"
            className="mt-1 block w-full text-ink text-sm file:me-3 file:min-h-11 file:rounded-full file:border-0 file:bg-sunken file:px-4 file:font-medium file:text-ink"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${kind}-image-error` : `${kind}-image-hint`}
          />
          <p id={`${kind}-image-hint`} className="mt-1 text-muted text-xs">
            {t(kind === 'logo' ? 'admin.settings.logoHint' : 'admin.settings.coverHint')}
          </p>
          <FieldError id={`${kind}-image-error`} text={error} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="card" pill>
            {t('admin.item.upload')}
          </Button>
          {url ? (
            <Button type="submit" name="remove" value="1" variant="quiet" size="icon" pill>
              {t('admin.settings.removePicture')}
            </Button>
          ) : null}
        </div>
      </Form>
    </Card>
  );
}
