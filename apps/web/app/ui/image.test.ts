import { describe, expect, it } from 'vitest';
import { imageSources } from './image.ts';

describe('imageSources', () => {
  const template = 'https://img.test/{w}/{format}/{src}';
  it('builds 1x and 2x WebP sources through the image service', () => {
    expect(imageSources('/m/a.jpg', 200, template)).toEqual({
      src: 'https://img.test/200/webp/%2Fm%2Fa.jpg',
      srcSet: 'https://img.test/200/webp/%2Fm%2Fa.jpg 1x, https://img.test/400/webp/%2Fm%2Fa.jpg 2x',
    });
  });
  it('keeps vector pictures and unconfigured services as they are', () => {
    expect(imageSources('/demo/a.svg', 200, template)).toEqual({ src: '/demo/a.svg' });
    expect(imageSources('/m/a.jpg', 200, '')).toEqual({ src: '/m/a.jpg' });
  });
  it('serves pictures uploaded in the back office from their stored 1x and 2x WebP files', () => {
    const src = '/media/7/0123456789abcdef01234567-960.webp';
    const one = '/media/7/0123456789abcdef01234567-480.webp';
    for (const t of ['', template])
      expect(imageSources(src, 200, t)).toEqual({ src: one, srcSet: `${one} 1x, ${src} 2x` });
  });
});
