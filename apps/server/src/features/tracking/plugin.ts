import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { parseKeysSecret } from '../../platform/key-seal.ts';
import type { ConversionApi } from './conversion-event.ts';
import {
  type ConversionContext,
  type Conversions,
  type ConversionsOptions,
  createConversions,
  tokenOpener,
} from './conversions.ts';
import { createMetaConversions } from './meta-conversions.ts';
import { createSnapConversions } from './snap-conversions.ts';
import { createTiktokEvents } from './tiktok-events.ts';

/** Conversion jobs' retries and first wait (tests shorten them). */
export type TrackingOptions = Pick<ConversionsOptions, 'retries' | 'backoffSeconds'>;

/** Where conversions go: `send` to the platforms, `log` to this log (ADR 840). */
export function trackingDelivery(config: FeatureDeps['config']): 'send' | 'log' {
  return config.TRACKING_DELIVERY ?? (config.NODE_ENV === 'production' ? 'send' : 'log');
}

/**
 * The conversion APIs (ADR 840) and their jobs. Created before the orders so placement and
 * payments can record and confirm conversions; a misconfiguration is a start-up error or a
 * clear warning, never a silent fall back to the log.
 */
export async function createTracking(
  api: FastifyInstance,
  deps: FeatureDeps,
  overrides: TrackingOptions = {},
): Promise<Conversions> {
  const { config } = deps;
  const delivery = trackingDelivery(config);
  let apis: ConversionsOptions['apis'] = 'log';
  if (delivery === 'send') {
    const all: Record<5 | 6 | 7, ConversionApi> = {
      5: createMetaConversions({ baseUrl: config.META_GRAPH_URL, version: config.META_GRAPH_VERSION }),
      6: createTiktokEvents({ baseUrl: config.TIKTOK_EVENTS_URL }),
      7: createSnapConversions({ baseUrl: config.SNAP_CONVERSIONS_URL }),
    };
    apis = all;
    if (!config.TRACKING_KEYS_SECRET)
      api.log.warn(
        'TRACKING_KEYS_SECRET is not set: conversion APIs cannot open their access tokens and send nothing (ADR 840)',
      );
  } else if (config.NODE_ENV === 'production') {
    api.log.warn('TRACKING_DELIVERY=log: purchases are NOT sent to the conversion APIs (ADR 840)');
  }
  const key = config.TRACKING_KEYS_SECRET ? parseKeysSecret(config.TRACKING_KEYS_SECRET) : null;
  const conversions = createConversions({
    db: deps.database.db,
    jobs: deps.jobs,
    log: api.log,
    apis,
    openToken: tokenOpener(key),
    ...overrides,
  });
  for (const kind of conversions.jobs) await deps.jobs.register(kind as never);
  return conversions;
}

/** The facts a conversion keeps from the diner's request (ADR 840, 842). */
export function conversionContext(request: FastifyRequest): ConversionContext {
  const referer = request.headers.referer;
  let sourceUrl: string | null = null;
  if (typeof referer === 'string') {
    try {
      const url = new URL(referer);
      // Only the page: its query and fragment may hold tokens.
      sourceUrl = `${url.origin}${url.pathname}`;
    } catch {}
  }
  const ua = request.headers['user-agent'];
  return {
    cookies: request.headers.cookie ?? null,
    sourceUrl,
    clientIp: request.ip ?? null,
    userAgent: typeof ua === 'string' ? ua : null,
  };
}
