import type { FastifyReply } from 'fastify';

export const HEARTBEAT_MS = 15_000;

export type EventStream = {
  send: (event: string, data: unknown, id?: number) => void;
  /** Ends the stream; `hangUp` also drops the connection (shutdown must not wait on keep-alive). */
  close: (hangUp?: boolean) => void;
  /** Runs once when the stream ends, whoever ends it (client, server, shutdown). */
  onClose: (fn: () => void) => void;
};

/**
 * Server-Sent Events on a hijacked reply (no compression, no buffering), with a comment line
 * every ~15 s so proxies keep the connection and clients notice a dead one. Every open stream is
 * tracked, so shutdown can end them: an SSE connection is never idle and would hold
 * `app.close()` forever.
 */
export function createEventStreams(heartbeatMs = HEARTBEAT_MS) {
  const open = new Set<EventStream>();

  function start(reply: FastifyReply): EventStream {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const closers: (() => void)[] = [];
    let ended = false;
    const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
    heartbeat.unref();
    const stream: EventStream = {
      send(event, data, id) {
        if (ended) return;
        res.write(
          `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
        );
      },
      close(hangUp = false) {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        open.delete(stream);
        for (const fn of closers.splice(0)) fn();
        res.end(() => {
          if (hangUp) res.socket?.destroy();
        });
      },
      onClose(fn) {
        if (ended) fn();
        else closers.push(fn);
      },
    };
    res.on('close', () => stream.close());
    open.add(stream);
    return stream;
  }

  return {
    start,
    get size() {
      return open.size;
    },
    closeAll(): void {
      // Ended but kept alive, the connection would hold server.close() until its keep-alive timeout.
      for (const stream of [...open]) stream.close(true);
    },
  };
}

export type EventStreams = ReturnType<typeof createEventStreams>;
