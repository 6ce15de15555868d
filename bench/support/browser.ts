import net from 'node:net';
import { type Browser, chromium } from 'playwright-core';

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Debian's Chromium, headless, with a DevTools port Lighthouse can drive (no chrome-launcher). */
export async function launchChromium(debuggingPort?: number): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(debuggingPort ? [`--remote-debugging-port=${debuggingPort}`] : []),
    ],
  });
}
