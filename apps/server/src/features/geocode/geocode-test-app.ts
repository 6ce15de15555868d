import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandling } from '../../platform/http/errors.ts';
import { registerRequestHeaders } from '../../platform/http/request-headers.ts';
import { registerGeocodeRoutes } from './geocode-routes.ts';
import { createGeocoder } from './geocoder.ts';

/**
 * A Nominatim stand-in on 127.0.0.1 (no outbound network in tests): `answer` gets each request's
 * URL (also kept in `asked`) and the response to write; answers are JSON.
 */
export async function fakeNominatim(
  answer: (url: URL, res: http.ServerResponse, req: http.IncomingMessage) => void,
) {
  const asked: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push(url);
    res.setHeader('content-type', 'application/json');
    answer(url, res, req);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * The geocode routes alone, on the platform's error handling and request headers: with a geocoder
 * at this URL (unpaced), this geocoder, or none.
 */
export async function geocodeTestApp(
  geocoder: string | ReturnType<typeof createGeocoder> | null,
): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestHeaders(app);
  registerGeocodeRoutes(
    app,
    typeof geocoder === 'string' ? createGeocoder({ baseUrl: geocoder, minIntervalMs: 0 }) : geocoder,
  );
  await app.ready();
  return app;
}
