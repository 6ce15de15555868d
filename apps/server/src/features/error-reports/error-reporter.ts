import { defineJob, type JobKind, type Jobs } from '../../platform/jobs/jobs.ts';
import { scrubText, scrubValue } from './scrub.ts';
import {
  newEventId,
  parseDsn,
  ReportFailure,
  type SentryDsn,
  type SentryEvent,
  sendEnvelope,
} from './sentry-envelope.ts';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/** A browser's report (POST /api/errors), already validated. */
export type BrowserReport = {
  message: string;
  type: string;
  stack: string | null;
  url: string;
  release: string | null;
};

export type ErrorReporterOptions = {
  /** Server errors' project; null: reports are only logged. */
  serverDsn: string | null;
  /** The browser's project; null: the server's. */
  browserDsn: string | null;
  release: string;
  environment: string;
  log: Log;
  fetch?: typeof fetch;
  retries?: number;
  backoffSeconds?: number;
};

/** `at fn (file:line:col)` lines of a V8 stack as Sentry frames, innermost last. */
export function framesOf(stack: string | null | undefined) {
  if (!stack) return [];
  const frames: { filename?: string; function?: string; lineno?: number; colno?: number }[] = [];
  for (const line of stack.split('\n').slice(1, 40)) {
    const m = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line) ?? /^(.*)@(.+?):(\d+):(\d+)$/.exec(line);
    if (!m) continue;
    frames.push({
      ...(m[1] ? { function: m[1] } : {}),
      filename: m[2] as string,
      lineno: Number(m[3]),
      colno: Number(m[4]),
    });
  }
  return frames.reverse();
}

/**
 * Error reporting (ADR 841): server errors (5xx, unhandled) and the browser's reports become
 * Sentry events, scrubbed of phones, e-mails and tokens, tagged with the release (the build id),
 * and sent through the job queue (retried on 429/5xx, dead-lettered after the last try). Without
 * a DSN they are written to this log only.
 */
export function createErrorReporter(options: ErrorReporterOptions) {
  const server = options.serverDsn ? parseDsn(options.serverDsn) : null;
  const browser = options.browserDsn ? parseDsn(options.browserDsn) : server;
  let jobs: Jobs | null = null;

  const sendJob: JobKind<{ target: 'server' | 'browser'; event: SentryEvent }> = defineJob({
    name: 'errors.send-report',
    retries: options.retries ?? 5,
    backoffSeconds: options.backoffSeconds ?? 30,
    handle: async ({ target, event }) => {
      const dsn: SentryDsn | null = target === 'browser' ? browser : server;
      if (!dsn) return;
      try {
        await sendEnvelope(dsn, event, options.fetch);
      } catch (error) {
        if (error instanceof ReportFailure && !error.retryable) {
          options.log.warn({ err: error.message }, 'Sentry refused an error report');
          return;
        }
        throw error;
      }
    },
  });

  const base = (platform: SentryEvent['platform']) => ({
    event_id: newEventId(),
    timestamp: Date.now() / 1000,
    platform,
    level: 'error' as const,
    release: options.release,
    environment: options.environment,
  });

  async function submit(target: 'server' | 'browser', event: SentryEvent): Promise<void> {
    // What a diner's data could be in: the message, the exception, the URL, breadcrumbs, tags.
    const clean: SentryEvent = {
      ...event,
      ...(event.message ? { message: scrubValue(event.message) as SentryEvent['message'] } : {}),
      ...(event.exception ? { exception: scrubValue(event.exception) as SentryEvent['exception'] } : {}),
      ...(event.request ? { request: scrubValue(event.request) as SentryEvent['request'] } : {}),
      ...(event.breadcrumbs
        ? { breadcrumbs: scrubValue(event.breadcrumbs) as SentryEvent['breadcrumbs'] }
        : {}),
      ...(event.tags ? { tags: scrubValue(event.tags) as SentryEvent['tags'] } : {}),
    };
    const dsn = target === 'browser' ? browser : server;
    if (!dsn || !jobs) {
      options.log.error(
        { report: clean.exception?.values[0]?.value ?? clean.message?.formatted, target },
        'error report (no SENTRY_DSN: logged only)',
      );
      return;
    }
    await jobs.enqueue(sendJob, { target, event: clean });
  }

  return {
    sendJob,
    /** Whether reports go anywhere but this log. */
    configured: { server: server !== null, browser: browser !== null },
    dsnOrigins: [server?.origin, browser?.origin].filter((o): o is string => Boolean(o)),
    attach(queue: Jobs) {
      jobs = queue;
    },

    /** A server error (a 5xx, an unhandled rejection); never throws. */
    async server(error: unknown, request?: { method: string; url: string }): Promise<void> {
      const err = error instanceof Error ? error : new Error(String(error));
      await submit('server', {
        ...base('node'),
        exception: {
          values: [{ type: err.name, value: err.message, stacktrace: { frames: framesOf(err.stack) } }],
        },
        ...(request ? { request: { method: request.method, url: scrubText(request.url) } } : {}),
      }).catch((e: unknown) => options.log.warn({ err: e }, 'error report could not be queued'));
    },

    /** A browser's error (unhandled error or rejection on a page). */
    async browser(report: BrowserReport): Promise<void> {
      await submit('browser', {
        ...base('javascript'),
        release: report.release ?? options.release,
        exception: {
          values: [
            {
              type: report.type,
              value: report.message,
              stacktrace: { frames: framesOf(report.stack) },
            },
          ],
        },
        request: { url: report.url },
        tags: { origin: 'browser' },
      });
    },
  };
}

export type ErrorReporter = ReturnType<typeof createErrorReporter>;
