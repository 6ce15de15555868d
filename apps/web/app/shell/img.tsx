import clsx from 'clsx';
import { imageSources } from '../ui/image.ts';
import { useBusiness } from './use-business.ts';

type Props = {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** The LCP candidate: load at once, with high priority. */
  priority?: boolean;
  /** Above the fold: load at once. */
  eager?: boolean;
};

/**
 * A picture in a box of fixed aspect ratio (so nothing shifts when it arrives), lazy below the
 * fold, at 1x/2x WebP through the image service when one is configured. No picture: a soft tint.
 */
export function Img({ src, alt, width, height, className, priority = false, eager = false }: Props) {
  const { config } = useBusiness();
  if (!src) return <div aria-hidden className={clsx('bg-brand/10', className)} />;
  const sources = imageSources(src, width, config.imageTemplate);
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={clsx('bg-sunken object-cover', className)}
    />
  );
}
