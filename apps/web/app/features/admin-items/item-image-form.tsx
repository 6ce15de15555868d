import type { AdminItem } from '@sufra/contract';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { Banner, FieldError } from '../admin/admin-ui.tsx';

export function ImageForm({
  item,
  problem,
  done,
}: {
  item: AdminItem;
  problem: AdminProblem | null;
  done: boolean;
}) {
  const { t } = useTranslation();
  const error = problem?.fields.image;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-3 rounded-2xl bg-card p-4 ring-1 ring-line"
      aria-labelledby="item-picture"
    >
      <h2 id="item-picture" className="font-semibold text-ink text-lg">
        {t('admin.item.picture')}
      </h2>
      <input type="hidden" name="intent" value="image" />
      {item.image ? (
        <img
          src={item.image.replace(/-960\.webp$/, '-480.webp')}
          srcSet={`${item.image.replace(/-960\.webp$/, '-480.webp')} 1x, ${item.image} 2x`}
          alt={t('admin.item.currentPicture')}
          width={480}
          height={360}
          className="aspect-[4/3] w-full rounded-xl object-cover"
        />
      ) : null}
      {done ? <Banner tone="ok">{t('admin.item.pictureSaved')}</Banner> : null}
      <div>
        <label htmlFor="item-image" className="font-medium text-ink text-sm">
          {t('admin.item.choosePicture')}
        </label>
        <input
          id="item-image"
          name="image"
          type="file"
          accept="image/*"
          className="mt-1 block w-full text-ink text-sm file:me-3 file:min-h-11 file:rounded-full file:border-0 file:bg-sunken file:px-4 file:font-medium file:text-ink"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'item-image-error' : 'item-image-hint'}
        />
        <p id="item-image-hint" className="mt-1 text-muted text-xs">
          {t('admin.item.pictureHint')}
        </p>
        <FieldError id="item-image-error" text={error} />
      </div>
      <Button type="submit" variant="card" pill>
        {t('admin.item.upload')}
      </Button>
    </Form>
  );
}
