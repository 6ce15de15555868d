/**
 * Nominatim's usage policy (https://operations.osmfoundation.org/policies/nominatim/), kept by
 * the whole process whatever the number of apps or requests (ADR 744): at most one request per
 * second to a geocoder host, results cached (with an expiry), identical questions asked once,
 * and a User-Agent naming the deployment.
 */

export class GeocoderBusy extends Error {}

/** One pacer per geocoder origin, shared by every geocoder this process creates. */
const pacers = new Map<string, Pacer>();

type Pacer = { schedule: <T>(work: () => Promise<T>, maxWaitMs: number) => Promise<T> };

function createPacer(minIntervalMs: number, now: () => number): Pacer {
  let nextStart = 0;
  return {
    async schedule(work, maxWaitMs) {
      const at = Math.max(now(), nextStart);
      const wait = at - now();
      // A queue longer than a caller would wait for: refuse now rather than answer late.
      if (wait > maxWaitMs) throw new GeocoderBusy(`geocoder queue is ${wait} ms long`);
      nextStart = at + minIntervalMs;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return work();
    },
  };
}

export function pacerFor(origin: string, minIntervalMs: number, now: () => number = Date.now): Pacer {
  const key = `${origin} ${minIntervalMs}`;
  let pacer = pacers.get(key);
  if (!pacer) {
    pacer = createPacer(minIntervalMs, now);
    pacers.set(key, pacer);
  }
  return pacer;
}
