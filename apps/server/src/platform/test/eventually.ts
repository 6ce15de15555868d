/**
 * Repeats `attempt` until `done` accepts its result or time runs out, and returns the last
 * result. For effects that arrive asynchronously by design, such as a change notification from
 * PostgreSQL reaching the in-memory caches a few milliseconds after the commit.
 */
export async function eventually<T>(
  attempt: () => Promise<T>,
  done: (result: T) => boolean,
  timeoutMs = 3_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const result = await attempt();
    if (done(result) || Date.now() > until) return result;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
