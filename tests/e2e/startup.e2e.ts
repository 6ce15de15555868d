import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, runFailingServer } from './support/server.ts';

describe('start-up failures', () => {
  it('a port in use: one clear line on stderr and a non-zero exit', async () => {
    const port = await freePort();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const { code, stderr } = await runFailingServer({ PORT: String(port) });
      expect(code).not.toBe(0);
      expect(stderr.trim().split('\n')).toEqual([
        `sufra: Port ${port} is already in use; set PORT to a free port.`,
      ]);
    } finally {
      blocker.close();
    }
  });

  it('an unreachable DATABASE_URL: one clear line on stderr and a non-zero exit', async () => {
    const deadPort = await freePort();
    const { code, stderr } = await runFailingServer({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://sufra:secret@127.0.0.1:${deadPort}/sufra`,
    });
    expect(code).not.toBe(0);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^sufra: Cannot use postgres:\/\/sufra:\*\*\*@127\.0\.0\.1:\d+\/sufra: /);
  });

  it('the payment sandbox in production without PAYMENT_SANDBOX=allow: refused at start (ADR 722)', async () => {
    const { code, stderr } = await runFailingServer({
      PORT: String(await freePort()),
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
    });
    expect(code).not.toBe(0);
    expect(stderr.trim()).toMatch(
      /^sufra: Invalid configuration: PAYMENT_PROVIDER: the sandbox .* refused in production/,
    );
  });

  it('an invalid setting: one clear line naming it', async () => {
    const { code, stderr } = await runFailingServer({ PORT: 'eighty' });
    expect(code).not.toBe(0);
    expect(stderr.trim()).toMatch(/^sufra: Invalid configuration: PORT: /);
  });
});
