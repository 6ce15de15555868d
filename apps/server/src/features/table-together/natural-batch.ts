/**
 * Natural batching (ADR 1509): one statement in flight at a time; every key asked for while it
 * runs waits for the next, which carries them all, each key once. Alone, a key is sent at once
 * (no timer, no added delay); in a crowd, one statement serves everyone who arrived meanwhile.
 *
 * A key is always served by a statement sent after it was asked for: what was committed before
 * the ask is in the answer (a change then a read of it never gets an older read).
 */
export function createNaturalBatch<K, V>(run: (keys: K[]) => Promise<Map<K, V>>) {
  type Waiter = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
  let waiting = new Map<K, Waiter[]>();
  let inFlight = false;

  async function flush(): Promise<void> {
    while (waiting.size > 0) {
      const batch = waiting;
      waiting = new Map();
      try {
        const found = await run([...batch.keys()]);
        for (const [key, list] of batch) for (const w of list) w.resolve(found.get(key));
      } catch (error) {
        for (const list of batch.values()) for (const w of list) w.reject(error);
      }
    }
  }

  function kick(): void {
    if (inFlight) return;
    inFlight = true;
    void flush().finally(() => {
      inFlight = false;
      // Asked for between the last statement's answer and here: not left waiting.
      if (waiting.size > 0) kick();
    });
  }

  return {
    /** The key's value (undefined when `run` found none), from a statement sent after this call. */
    load(key: K): Promise<V | undefined> {
      const answer = new Promise<V | undefined>((resolve, reject) => {
        const list = waiting.get(key) ?? [];
        list.push({ resolve, reject });
        waiting.set(key, list);
      });
      kick();
      return answer;
    },
  };
}

/**
 * Natural batching of writes (ADR 1517): every call is its own item (no key is shared), the items
 * asked for while the last statement ran are written by one, and each call gets its own answer,
 * `write` answering one result per item in the order given. A batch that fails (one item breaks a
 * constraint) is tried again one item at a time, so a bad item fails only its own call.
 */
export function createWriteBatch<I, O>(write: (items: I[]) => Promise<O[]>) {
  let next = 0;
  const asked = new Map<number, I>();
  const batch = createNaturalBatch(async (ids: number[]) => {
    const items = ids.map((id) => asked.get(id) as I);
    for (const id of ids) asked.delete(id);
    const done = new Map<number, { ok: O } | { error: unknown }>();
    try {
      const results = await write(items);
      for (const [i, id] of ids.entries()) done.set(id, { ok: results[i] as O });
    } catch (error) {
      if (ids.length === 1) throw error;
      for (const [i, id] of ids.entries())
        done.set(
          id,
          await write([items[i] as I]).then(
            ([one]) => ({ ok: one as O }),
            (e: unknown) => ({ error: e }),
          ),
        );
    }
    return done;
  });
  return {
    /** The item written with whatever else was asked for meanwhile; its own result. */
    async write(item: I): Promise<O> {
      const id = ++next;
      asked.set(id, item);
      const result = await batch.load(id);
      if (!result) throw new Error('a write batch answered nothing for an item');
      if ('error' in result) throw result.error;
      return result.ok;
    },
  };
}
