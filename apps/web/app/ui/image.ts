/** [product: Speed and quality]: pictures at densities 1 and 2, in WebP, through the configured image service. */
export function imageSources(src: string, width: number, template: string): { src: string; srcSet?: string } {
  // Vector pictures are sharp at any density; without an image service there is nothing to resize.
  if (!template || /\.svg(\?|$)/i.test(src)) return { src };
  const at = (w: number) =>
    template.replace('{src}', encodeURIComponent(src)).replace('{w}', String(w)).replace('{format}', 'webp');
  return { src: at(width), srcSet: `${at(width)} 1x, ${at(width * 2)} 2x` };
}
