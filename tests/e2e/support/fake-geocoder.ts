import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny Nominatim-compatible geocoder on 127.0.0.1 (only loopback is reachable in tests): the
 * server's real HTTP proxy calls it as it would call Nominatim. Reverse answers a Salmiya street
 * (jsonv2, with its OpenStreetMap id, as Nominatim's documentation shows); search and lookup
 * answer `SEARCH_PLACES`.
 */
/**
 * What a search for "Salem" answers: two streets in the demo's Salmiya zone (jsonv2 with
 * addressdetails, as Nominatim's /search and /lookup do); anything else finds nothing.
 */
export const SEARCH_PLACES = [
  {
    osm_type: 'way',
    osm_id: 11112222,
    lat: '29.3360000',
    lon: '48.0750000',
    display_name: 'Salem Al Mubarak Street, Block 10, Salmiya, Hawalli, Kuwait',
    address: {
      road: 'Salem Al Mubarak Street',
      neighbourhood: 'Block 10',
      suburb: 'Salmiya',
      state: 'Hawalli',
    },
  },
  {
    osm_type: 'way',
    osm_id: 33334444,
    lat: '29.3440000',
    lon: '48.0600000',
    display_name: 'Salem Al Mubarak Street, Block 12, Salmiya, Hawalli, Kuwait',
    address: {
      road: 'Salem Al Mubarak Street',
      neighbourhood: 'Block 12',
      suburb: 'Salmiya',
      state: 'Hawalli',
    },
  },
];

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
    if (url.pathname === '/search' || url.pathname === '/lookup') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      // "boom" stands for a geocoder that is down: the proxy must say so, not answer nothing.
      if (q.includes('boom')) {
        res.statusCode = 500;
        res.end('{}');
        return;
      }
      const ids = url.searchParams.get('osm_ids')?.split(',') ?? [];
      const found =
        url.pathname === '/lookup'
          ? SEARCH_PLACES.filter((p) => ids.includes(`W${p.osm_id}`))
          : q.includes('salem')
            ? SEARCH_PLACES
            : [];
      res.end(JSON.stringify(found));
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
