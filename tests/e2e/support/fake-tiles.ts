import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/** A 256 × 256 PNG: a pale map colour with a darker edge, so a tile is told from the grid. */
function tilePng(): Buffer {
  const size = 256;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const edge = x < 2 || y < 2;
      row.set(edge ? [200, 190, 170] : [242, 239, 233], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type TileRequest = { path: string; referer: string | undefined; userAgent: string | undefined };

/**
 * A tile server on 127.0.0.1 answering /{z}/{x}/{y}.png as OpenStreetMap's does (a PNG with a
 * cache lifetime), recording who asked. `close` makes it unreachable (connections refused).
 */
export async function startFakeTiles(): Promise<{
  url: string;
  template: string;
  asked: TileRequest[];
  close: () => Promise<void>;
}> {
  const png = tilePng();
  const asked: TileRequest[] = [];
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    asked.push({ path, referer: req.headers.referer, userAgent: req.headers['user-agent'] });
    if (!/^\/\d{1,2}\/\d+\/\d+\.png$/.test(path)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=86400' }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    template: `${url}/{z}/{x}/{y}.png`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
