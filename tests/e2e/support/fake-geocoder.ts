import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny Nominatim-compatible geocoder on 127.0.0.1 (only loopback is reachable in tests): the
 * server's real HTTP proxy calls it as it would call Nominatim. Reverse answers a Salmiya street
 * (jsonv2, with its OpenStreetMap id, as Nominatim's documentation shows).
 */
export async function startFakeGeocoder(): Promise<{
  url: string;
  asked: URL[];
  close: () => Promise<void>;
}> {
  const asked: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push(url);
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/reverse') {
      res.end(
        JSON.stringify({
          osm_type: 'way',
          osm_id: 24681357,
          lat: url.searchParams.get('lat'),
          lon: url.searchParams.get('lon'),
          display_name: 'Salem Al Mubarak Street, Block 10, Salmiya, Hawalli, Kuwait',
          address: {
            road: 'Salem Al Mubarak Street',
            neighbourhood: 'Block 10',
            suburb: 'Salmiya',
            state: 'Hawalli',
            country: 'Kuwait',
          },
        }),
      );
      return;
    }
    res.end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
