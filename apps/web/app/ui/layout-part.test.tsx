import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { layoutPart } from './layout-part.tsx';

const Bar = ({ count }: { count: number }) => <p>items {count}</p>;

describe('a layout part (ADR 1510)', () => {
  it('provided by the page, it renders at once, with no load of its own', () => {
    let loads = 0;
    const Part = layoutPart<{ count: number }>(async () => {
      loads++;
    });
    Part.provide(Bar);
    const html = renderToString(<Part count={3} />);
    // Inside its Suspense boundary, complete: the hydrating render meets the same markup.
    expect(html).toBe('<!--$--><p>items <!-- -->3</p><!--/$-->');
    expect(loads).toBe(0);
  });

  it('shown by a page that did not provide it, it loads the providing module itself', async () => {
    let loads = 0;
    const Part = layoutPart<{ count: number }>(async () => {
      loads++;
      Part.provide(Bar);
    });
    // Not there yet: the boundary waits for the code instead of drawing something else.
    expect(renderToString(<Part count={2} />)).not.toContain('items');
    expect(loads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renderToString(<Part count={2} />)).toContain('items <!-- -->2');
    expect(loads).toBe(1);
  });
});
