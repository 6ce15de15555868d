const UPLOADED = /^\/media\/\d+\/[0-9a-f]{24}-960\.webp$/;

/** [product: Speed and quality]: pictures at densities 1 and 2, in WebP, through the configured image service. */
export function imageSources(src: string, width: number, template: string): { src: string; srcSet?: string } {
  // Pictures uploaded in the back office are stored as WebP at 1x and 2x already (ADR 1003).
  if (UPLOADED.test(src)) {
    const one = src.replace(/-960\.webp$/, '-480.webp');
    return { src: one, srcSet: `${one} 1x, ${src} 2x` };
  }
  // Vector pictures are sharp at any density; without an image service there is nothing to resize.
  if (!template || /\.svg(\?|$)/i.test(src)) return { src };
  const at = (w: number) =>
    template.replace('{src}', encodeURIComponent(src)).replace('{w}', String(w)).replace('{format}', 'webp');
  return { src: at(width), srcSet: `${at(width)} 1x, ${at(width * 2)} 2x` };
}
