import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferred } from './deferred.tsx';

const Figures = ({ total }: { total: number }) => <p>total {total}</p>;

describe('a deferred part (ADR 1505)', () => {
  it('the server renders its fallback and never asks for its code', () => {
    let loads = 0;
    const Part = deferred(async () => {
      loads++;
      return Figures;
    });
    const html = renderToString(<Part total={5} fallback={<p>skeleton</p>} />);
    expect(html).toBe('<p>skeleton</p>');
    expect(loads).toBe(0);
  });

  it('once its code is here, a later render shows the part itself', async () => {
    const Part = deferred(async () => Figures);
    await Part.preload();
    expect(renderToString(<Part total={5} fallback={<p>skeleton</p>} />)).toBe('<p>total <!-- -->5</p>');
  });

  it('a failed load is asked again, not kept as a failure', async () => {
    let loads = 0;
    const Part = deferred(async () => {
      loads++;
      if (loads === 1) throw new Error('offline');
      return Figures;
    });
    await expect(Part.preload()).rejects.toThrow('offline');
    await Part.preload();
    expect(loads).toBe(2);
    expect(renderToString(<Part total={7} fallback={null} />)).toContain('total');
  });
});
