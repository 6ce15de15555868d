// Generates the demo business pictures under apps/web/public/demo: small flat vector
// pictograms (no text, no raster, no external references) drawn from a handful of templates.
// Run from the repository root: `node scripts/generate-demo-images.ts`.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { demoSeed } from '../apps/server/src/platform/db/seed/demo-data.ts';
import type { SeedCategory, SeedItem } from '../apps/server/src/platform/db/seed/seed-types.ts';

const OUT = new URL('../apps/web/public/demo/', import.meta.url);

// ---------------------------------------------------------------- palette and helpers

const W = '#FFFFFF';
const PLATE_IN = '#F1EBE2';
const TEAL = '#0F5257';
const TEAL2 = '#1B7F86';
const SAND = '#E0A458';
const GOLD = '#D99A3D';
const LEAF = '#6FAE45';
const HERB = '#4E8A34';
const RED = '#D9483B';
const YOLK = '#F5B22E';
const COFFEE = '#4A2C1D';

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`.toUpperCase();
}

/** Deterministic pseudo-random numbers, so re-running the script gives identical files. */
function rng(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const g = (transform: string, body: string) => (transform ? `<g transform="${transform}">${body}</g>` : body);
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
const circ = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;

type Dot = { x: number; y: number; r: number; c: string; rot: number };
/** Dots scattered inside an ellipse. */
function scatter(
  seed: string,
  n: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  colors: string[],
  r: number,
) {
  const rand = rng(seed);
  const dots: Dot[] = [];
  for (let i = 0; i < n; i++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand());
    dots.push({
      x: r1(cx + Math.cos(a) * rx * d),
      y: r1(cy + Math.sin(a) * ry * d),
      r: r1(r * (0.7 + rand() * 0.6)),
      c: colors[i % colors.length] ?? W,
      rot: Math.round(rand() * 180),
    });
  }
  return dots;
}
/** Dots as round-capped zero-length strokes, one path per colour (much smaller than circles). */
function dots(ds: Dot[]): string {
  const byColor = new Map<string, Dot[]>();
  for (const d of ds) byColor.set(d.c, [...(byColor.get(d.c) ?? []), d]);
  return [...byColor]
    .map(([c, list]) => {
      const width = r1((2 * list.reduce((n, d) => n + d.r, 0)) / list.length);
      return line(list.map((d) => `M${d.x} ${d.y}h0`).join(''), c, width);
    })
    .join('');
}
const leaves = (ds: Dot[]) =>
  ds
    .map((d) => ell(d.x, d.y, r1(d.r * 1.8), d.r, d.c, ` transform="rotate(${d.rot} ${d.x} ${d.y})"`))
    .join('');

const shadow = (cy: number, rx: number) => ell(50, cy, rx, r1(rx / 6), '#000', ' fill-opacity=".07"');
const plate = (cy = 70, rx = 38) =>
  shadow(cy + 4, rx + 2) +
  ell(50, cy, rx, r1(rx * 0.3), W) +
  ell(50, cy - 0.8, r1(rx * 0.76), r1(rx * 0.2), PLATE_IN);
const steam = line('M42 36c-3-3 3-5 0-9m8 6c-3-3 3-5 0-9m8 9c-3-3 3-5 0-9', W, 2.4, ' stroke-opacity=".9"');

// ---------------------------------------------------------------- pictogram templates (100 × 100)

type CupOpts = {
  liquid: string;
  cup?: string;
  art?: string;
  small?: boolean;
  dust?: string;
  threads?: boolean;
};
function cup(o: CupOpts): string {
  const c = o.cup ?? W;
  const body =
    shadow(83, 30) +
    ell(50, 79, 31, 6.5, W) +
    ell(50, 78, 21, 3.6, PLATE_IN) +
    circ(72, 57, 7.5, 'none', ` stroke="${c}" stroke-width="4.5"`) +
    path('M27 44h46v8a23 23 0 0 1-46 0z', c) +
    path('M73 52a23 23 0 0 1-14 21 26 26 0 0 0 8-21z', '#000', ' fill-opacity=".06"') +
    ell(50, 44, 23, 5.5, c) +
    ell(50, 44.4, 20, 4, o.liquid) +
    (o.art
      ? path(
          'M50 47.5c-5-2.2-6-4.4-3.6-5.4 1.4-.5 2.8.2 3.6 1.2.8-1 2.2-1.7 3.6-1.2 2.4 1-1.4 3.2-3.6 5.4z',
          o.art,
        )
      : '') +
    (o.dust ? dots(scatter(o.dust, 9, 50, 44.4, 15, 2.6, [o.dust], 0.6)) : '') +
    (o.threads ? line('M44 43.5l3 1M55 43l2.5 1.6M51 45.5l2-.4', '#C0392B', 0.8) : '') +
    steam;
  return g(o.small ? 'translate(12 18) scale(.76)' : '', body);
}

type GlassOpts = { tea: string; foam?: string; mint?: boolean };
function teaGlass(o: GlassOpts): string {
  const shape = 'M35 34C35 46 42 50 42 58s-6 12-6 21h28c0-9-6-13-6-21s7-12 7-24z';
  return (
    shadow(84, 26) +
    ell(50, 80, 25, 5.5, W, ` stroke="${SAND}" stroke-width="1.2"`) +
    ell(50, 79.5, 15, 2.8, PLATE_IN) +
    `<clipPath id="ct"><path d="${shape}"/></clipPath>` +
    `<g clip-path="url(#ct)"><rect x="30" y="40" width="40" height="40" fill="${o.tea}"/>${o.foam ? ell(50, 40.5, 14, 2.2, o.foam) : ''}</g>` +
    path(shape, W, ` fill-opacity=".3" stroke="${W}" stroke-width="1.4"`) +
    line('M39 44c1 5 5 8 5 14', W, 1.8, ' stroke-opacity=".7"') +
    line('M35.5 34h29', GOLD, 2) +
    (o.mint
      ? path('M48 36c-6-7 1-13 7-11-1 6-3 9-7 11z', LEAF) + path('M52 37c2-6 8-7 11-4-4 4-7 5-11 4z', HERB)
      : '')
  );
}

type Garnish = 'lemon' | 'orange' | 'mint' | 'watermelon' | 'pistachio' | 'honey' | 'lime-mint';
type IcedOpts = { base: string; top?: string; ice?: boolean; straw?: string; garnish?: Garnish };
function iced(o: IcedOpts): string {
  const shape = 'M29 28h42l-5 54H34z';
  const slice = (outer: string, inner: string) =>
    circ(69, 29, 9, outer) +
    circ(69, 29, 7.2, inner) +
    line('M69 22.5v13M62.5 29h13M64.4 24.4l9.2 9.2M73.6 24.4l-9.2 9.2', outer, 0.8);
  const mint =
    path('M36 30c-7-6-3-14 4-14 1 6-1 11-4 14z', LEAF) + path('M39 31c-1-7 5-11 11-8-3 6-6 8-11 8z', HERB);
  const garnish: Record<Garnish, string> = {
    lemon: slice('#F2C230', '#FBE68A'),
    orange: slice('#F08A1C', '#FFC266'),
    mint,
    'lime-mint': slice('#7BB33A', '#C9E58B') + mint,
    watermelon:
      path('M57 27a12 12 0 0 0 24 0z', '#F0566A', ` stroke="${LEAF}" stroke-width="2.6"`) +
      circ(65, 30, 0.9, '#222') +
      circ(69, 32, 0.9, '#222') +
      circ(73, 30, 0.9, '#222'),
    pistachio: dots(scatter('pist', 14, 50, 36.5, 16, 1.5, ['#8DB255', '#B9D27A'], 1.1)),
    honey:
      path('M31 36h38v3c-4 4-6-1-10 2s-6 3-9 0-7 2-10-1-5 1-9-1z', '#E8A317') +
      dots(scatter('nut', 8, 50, 36, 14, 1.2, ['#C98B4A', '#8DB255'], 1.3)),
  };
  return (
    shadow(84, 22) +
    line('M63 12l-8 46', o.straw ?? TEAL2, 3.6) +
    `<clipPath id="cg"><path d="${shape}"/></clipPath><g clip-path="url(#cg)"><rect x="20" y="35" width="60" height="50" fill="${o.base}"/>` +
    (o.top ? path('M20 35h60v13c-8 4-14-2-22 1s-14 4-22 0-10-1-16 1z', o.top) : '') +
    (o.ice === false
      ? ''
      : '<g fill="#fff" fill-opacity=".45"><rect x="36" y="39" width="11" height="11" rx="2" transform="rotate(-12 41 44)"/><rect x="51" y="44" width="11" height="11" rx="2" transform="rotate(14 56 49)"/><rect x="41" y="54" width="10" height="10" rx="2" transform="rotate(8 46 59)"/></g>') +
    `</g>${path(shape, W, ` fill-opacity=".22" stroke="${W}" stroke-width="1.6" stroke-linejoin="round"`)}` +
    line('M34.5 33l3 44', W, 2.4, ' stroke-opacity=".6"') +
    (o.garnish ? garnish[o.garnish] : '')
  );
}

function croissant(o: { zaatar?: boolean; seed: string }): string {
  const seg = (cx: number, cy: number, rx: number, ry: number, rot: number, c: string) =>
    ell(cx, cy, rx, ry, c, rot ? ` transform="rotate(${rot} ${cx} ${cy})"` : '');
  return (
    plate(71, 38) +
    seg(20, 68, 4, 5, -40, '#B86A22') +
    seg(80, 68, 4, 5, 40, '#B86A22') +
    seg(27, 63, 7, 8.5, -35, '#CF8331') +
    seg(73, 63, 7, 8.5, 35, '#CF8331') +
    seg(37, 58, 9.5, 11, -18, '#E09A3E') +
    seg(63, 58, 9.5, 11, 18, '#E09A3E') +
    seg(50, 56, 12, 13, 0, '#EDB25A') +
    line('M42 49q8-5 16 0M31 55q4-4 9-3M60 52q5-1 9 3', '#F7D08A', 1.6) +
    (o.zaatar ? dots(scatter(o.seed, 22, 50, 52, 24, 5, ['#5D6B28', '#7C8A36', '#F3E4C0'], 0.8)) : '')
  );
}

function flatbread(o: { topping: string; specks: string[]; seed: string; side?: string }): string {
  return (
    shadow(80, 36) +
    ell(50, 62, 36, 21, '#D99A4E') +
    ell(50, 61, 31, 17, '#E9B46A') +
    ell(50, 61, 27, 14, o.topping) +
    dots(scatter(o.seed, 40, 50, 61, 25, 12.5, o.specks, 0.8)) +
    (o.side ? ell(80, 78, 10, 4.2, W) + ell(80, 77.5, 7.6, 2.8, o.side) : '')
  );
}

function fatayer(): string {
  const tri = (x: number, y: number, s: number, rot: number) =>
    g(
      `translate(${x} ${y}) rotate(${rot})`,
      path(
        `M0 ${-s}L${s * 0.9} ${s * 0.55}H${-s * 0.9}z`,
        '#D98E3A',
        ' stroke="#D98E3A" stroke-width="5" stroke-linejoin="round"',
      ) +
        path(`M0 ${-s * 0.75}L${r1(s * 0.68)} ${r1(s * 0.42)}H${r1(-s * 0.68)}z`, '#EDB25A') +
        line(
          `M0 0V${-s * 0.7}M0 0L${r1(s * 0.6)} ${r1(s * 0.36)}M0 0L${r1(-s * 0.6)} ${r1(s * 0.36)}`,
          '#C97A2C',
          1.2,
        ) +
        circ(-3, -3, 0.7, '#222') +
        circ(3, 2, 0.7, '#222') +
        circ(-2, 3, 0.7, '#222'),
    );
  return plate(70, 38) + tri(33, 63, 12, -12) + tri(67, 63, 12, 10) + tri(50, 55, 13, 0);
}

type Layer = { c: string; h: number; wavy?: boolean; drip?: boolean };
function sandwich(o: {
  bread: string;
  crust: string;
  layers: Layer[];
  toast?: boolean;
  pick?: boolean;
}): string {
  let y = 72;
  let body = '';
  for (const l of o.layers) {
    y -= l.h;
    body += l.wavy
      ? path(`M19 ${y + l.h}V${y + 1}q4-3 8 0t8 0 8 0 8 0 8 0 8 0 8 0V${y + l.h}z`, l.c)
      : `<rect x="21" y="${y}" width="58" height="${l.h + 1}" rx="${Math.min(3, l.h / 2)}" fill="${l.c}"/>`;
    if (l.drip)
      body += path(`M30 ${y + l.h}l3 5 3-5zM52 ${y + l.h}l3 6 3-6zM66 ${y + l.h}l2.5 4 2.5-4z`, l.c);
  }
  const top = o.toast
    ? `<rect x="22" y="${y - 15}" width="56" height="16" rx="6" fill="${o.crust}"/><rect x="24" y="${y - 13}" width="52" height="12" rx="4" fill="${o.bread}"/>`
    : path(`M21 ${y + 1}c0-20 58-20 58 0z`, o.crust) +
      dots(scatter('flour', 10, 50, y - 8, 20, 3, ['#F8EEDC'], 0.9)) +
      line(`M34 ${y - 10}l6 6M48 ${y - 12}l6 6M62 ${y - 10}l5 5`, '#A4642A', 1.6);
  return (
    plate(76, 40) +
    `<rect x="21" y="70" width="58" height="9" rx="4" fill="${o.crust}"/><rect x="23" y="71" width="54" height="5" rx="2.5" fill="${o.bread}"/>` +
    body +
    top +
    (o.pick ? line(`M50 ${y - 24}V${y + 4}`, '#C8A27A', 1.4) + circ(50, y - 25, 3.2, '#6E8B2E') : '')
  );
}

function wrap(o: { filling: string; bits: string[]; seed: string }): string {
  const inner =
    `<rect x="18" y="45" width="58" height="22" rx="11" fill="#EDCB93"/>` +
    dots(scatter(`${o.seed}-spots`, 8, 56, 52, 14, 5, ['#D7A45E'], 1.4)) +
    ell(76, 56, 7, 11, '#E2B475') +
    ell(76, 56, 5.4, 9, o.filling) +
    dots(scatter(o.seed, 14, 76, 56, 4.2, 7.4, o.bits, 1.3)) +
    `<rect x="15" y="42" width="30" height="28" rx="3" fill="${W}"/><rect x="15" y="52" width="30" height="5" fill="${TEAL2}"/>` +
    path('M45 42v28l-4-3z', '#000', ' fill-opacity=".08"');
  return plate(72, 38) + g('rotate(-22 50 56) translate(2 0)', inner);
}

type BowlOpts = { base: string; bowl?: string; rim?: string; extra: string };
function bowl(o: BowlOpts): string {
  const b = o.bowl ?? W;
  return (
    shadow(86, 28) +
    ell(50, 54, 34, 6, o.rim ?? '#E9E2D8') +
    path('M19 55c2-25 60-25 62 0z', o.base) +
    o.extra +
    path('M16 54h68a34 28 0 0 1-68 0z', b) +
    path('M84 54a34 28 0 0 1-20 25.5 40 30 0 0 0 13-25.5z', '#000', ' fill-opacity=".06"') +
    ell(
      50,
      54,
      34,
      2.2,
      'none',
      ` stroke="${o.bowl === W || !o.bowl ? SAND : W}" stroke-width="1.2" stroke-opacity=".8"`,
    ) +
    path('M40 80h20l3 5H37z', b)
  );
}
/** Topping helpers for bowls (the dome spans x 22–78, y 37–54). */
const dome = (seed: string, n: number, colors: string[], r: number) =>
  dots(scatter(seed, n, 50, 46, 21, 6.5, colors, r));
const domeLeaves = (seed: string, n: number, colors: string[], r: number) =>
  leaves(scatter(seed, n, 50, 46, 20, 6, colors, r));

function ricePlate(o: { rice: string; top: string; seed: string }): string {
  return (
    plate(70, 40) +
    path('M20 70c1-26 59-26 60 0z', o.rice) +
    line(
      scatter(o.seed, 24, 50, 62, 23, 6, [W], 1)
        .map((d) => `M${d.x} ${d.y}l${d.rot % 2 ? 1.4 : -1.4} .5`)
        .join(''),
      '#FFF3CF',
      1,
    ) +
    o.top +
    ell(80, 77, 8, 3.6, W) +
    ell(80, 76.6, 6, 2.4, RED) +
    dots(scatter(`${o.seed}-h`, 8, 50, 56, 20, 6, [HERB, '#A0522D'], 0.9))
  );
}
const drumstick = g(
  'translate(52 52) rotate(-24)',
  `<rect x="6" y="-1.8" width="12" height="3.6" fill="#F3E6D0"/>${circ(18, -2.3, 2.6, '#F3E6D0')}${circ(18, 2.3, 2.6, '#F3E6D0')}${ell(-2, 0, 12, 8.5, '#B8652B')}${ell(-5, -3, 6, 3.2, '#D88A45')}`,
);
const shrimp = (x: number, y: number, rot: number) =>
  g(
    `translate(${x} ${y}) rotate(${rot})`,
    path('M-6 4l-5 2 2-5z', '#E0552A') +
      line('M-6 4A6.5 6.5 0 1 1 5 3', '#F0683A', 4.6) +
      line('M-6.5-1.5l3 1M-1-6l.5 3M5-3l-2.6 1', '#FFC2A0', 1) +
      circ(5, 3, 2.2, '#E0552A'),
  );

type SkilletOpts = {
  pan: string;
  sauce: string;
  seed: string;
  greens?: string[];
  feta?: boolean;
  drizzle?: string;
  plate?: boolean;
};
function skillet(o: SkilletOpts): string {
  const egg = (x: number, y: number) =>
    path(`M${x - 8} ${y}c0-5 6-6 9-5s8 1 7 5-5 5-9 4-7 0-7-4z`, W) +
    circ(x + 0.5, y - 0.5, 3.3, YOLK) +
    circ(x - 0.6, y - 1.6, 1, '#FBD77A');
  return (
    shadow(82, 34) +
    (o.plate ? '' : line('M76 60l19-7', o.pan, 5)) +
    ell(47, 62, 33, 19, o.pan) +
    ell(47, 60.5, 29, 15.5, o.sauce) +
    (o.drizzle ? line('M27 56c6 4 10-2 16 2s10-3 16 1 8-1 12 2', o.drizzle, 2.2) : '') +
    egg(38, 58) +
    egg(58, 64) +
    (o.feta ? dots(scatter(`${o.seed}-f`, 6, 47, 60, 22, 10, ['#FFF8EA'], 1.6)) : '') +
    dots(scatter(o.seed, 18, 47, 60.5, 25, 12, o.greens ?? [HERB, LEAF], 0.9))
  );
}

function omelette(): string {
  return (
    plate(70, 40) +
    leaves(scatter('omelette-salad', 9, 74, 66, 6, 3, [LEAF, HERB, RED], 2)) +
    path('M20 66a28 15 0 0 0 50 0z', '#F2BE3F') +
    path('M20 66c6-8 44-8 50 0z', '#F8D56B') +
    dots(scatter('omelette', 14, 45, 64, 20, 3, [HERB, '#FFF3C4'], 0.9))
  );
}

function skewers(o: { pieces: string[][]; kebab?: boolean }): string {
  const row = (y: number, pieces: string[]) => {
    let s = line(`M18 ${y + 8}L84 ${y - 8}`, '#A67C52', 1.6);
    if (o.kebab) {
      s += line(`M27 ${y + 5.8}L73 ${y - 5.4}`, pieces[0] ?? '#8A4B2A', 9);
      for (let i = 0; i < 6; i++) {
        const x = 31 + i * 7.4;
        const yy = y + 5 - i * 1.8;
        s += line(`M${x} ${yy - 3.6}l1 7`, '#6B3A1E', 1);
      }
      return s;
    }
    pieces.forEach((c, i) => {
      const x = 28 + i * 9;
      const yy = r1(y + 5.6 - i * 2.2);
      s += `<rect x="${x - 4.5}" y="${yy - 4.5}" width="9" height="9" rx="2.4" fill="${c}" transform="rotate(-14 ${x} ${yy})"/>`;
    });
    return s;
  };
  return plate(72, 40) + row(58, o.pieces[0] ?? []) + row(68, o.pieces[1] ?? o.pieces[0] ?? []);
}

function fish(): string {
  return (
    plate(68, 42) +
    path('M68 62l15-10v20z', '#B88A4E') +
    path('M20 62c10-14 38-14 50 0-12 14-40 14-50 0z', '#D8AE6C') +
    path('M20 62c10-14 38-14 50 0-16-6-34-6-50 0z', '#C69656') +
    line('M36 54l5 14M45 53l5 15M54 54l5 13', '#8A5A2B', 1.6) +
    circ(27, 60, 1.7, '#2B2B2B') +
    path('M32 76a7 7 0 0 1 14 0z', '#F2C230') +
    path('M50 77a7 7 0 0 1 14 0z', '#F2C230') +
    dots(scatter('fish-herbs', 8, 48, 60, 16, 4, [HERB, LEAF], 0.9))
  );
}

type SliceOpts = {
  sponge: string;
  top: string;
  layers: { c: string; a: number; b: number }[];
  drip?: string;
  deco?: string;
};
function cakeSlice(o: SliceOpts): string {
  const band = (a: number, b: number, c: string) =>
    path(`M20 ${56 + a}L82 ${48 + a}V${48 + b}L20 ${56 + b}z`, c);
  return (
    plate(78, 40) +
    band(0, 24, o.sponge) +
    o.layers.map((l) => band(l.a, l.b, l.c)).join('') +
    (o.drip
      ? path(
          [26, 37, 48, 60, 71]
            .map(
              (x, i) =>
                `M${x - 2} ${r1(59 - ((x - 20) * 8) / 62)}v${3 + (i % 3) * 2}a2 2 0 0 0 4 0V${r1(58 - ((x - 22) * 8) / 62)}z`,
            )
            .join(''),
          o.drip,
        )
      : '') +
    path('M20 56L66 38Q78 40 82 48z', o.top) +
    path('M82 48V72L66 62V38Q78 40 82 48z', '#000', ' fill-opacity=".08"') +
    (o.deco ?? '')
  );
}

function wholeCake(): string {
  return (
    shadow(86, 34) +
    ell(50, 82, 34, 6, W) +
    `<rect x="47" y="76" width="6" height="6" fill="${PLATE_IN}"/>` +
    ell(50, 76, 30, 5, W) +
    path('M24 48v24a26 7 0 0 0 52 0V48z', '#F4B6C2') +
    path('M24 48a26 7 0 0 0 52 0v6c-4 4-6-2-9 1s-5 6-8 1-5 3-9 2-4-5-7-2-5 4-9 0-5 3-7 0-3-4-3-4z', W) +
    ell(50, 48, 26, 7, '#FDF1F3') +
    circ(36, 47, 2.8, '#C2185B') +
    circ(64, 47, 2.8, '#C2185B') +
    circ(50, 51, 2.8, '#C2185B') +
    `<rect x="41" y="34" width="3" height="12" rx="1" fill="${TEAL2}"/><rect x="48.5" y="32" width="3" height="14" rx="1" fill="${SAND}"/><rect x="56" y="34" width="3" height="12" rx="1" fill="${TEAL2}"/>` +
    path(
      'M42.5 33c-2-2 0-5 0-6 1.6 2 2.4 4 0 6zM50 31c-2-2 0-5 0-6 1.6 2 2.4 4 0 6zM57.5 33c-2-2 0-5 0-6 1.6 2 2.4 4 0 6z',
      '#F5A623',
    )
  );
}

function luqaimat(o: { box?: boolean }): string {
  const balls = [
    [30, 52],
    [70, 52],
    [40, 50],
    [60, 50],
    [50, 51],
    [35, 43],
    [50, 42],
    [65, 43],
    [43, 35],
    [57, 35],
  ];
  const front = o.box
    ? `<rect x="18" y="54" width="64" height="28" rx="3" fill="#C9A06A"/><rect x="18" y="62" width="64" height="6" fill="${TEAL}"/>`
    : path('M16 54h68a34 28 0 0 1-68 0z', TEAL) +
      path('M40 80h20l3 5H37z', TEAL) +
      line('M16 54h68', SAND, 1.4);
  return (
    shadow(86, 30) +
    (o.box ? `<rect x="18" y="46" width="64" height="10" fill="#8A6238"/>` : ell(50, 54, 34, 6, '#0B3F43')) +
    balls
      .map(([x = 0, y = 0]) => circ(x, y, 7.4, '#DD9A35') + circ(x - 2.4, y - 2.6, 2.6, '#F5C872'))
      .join('') +
    line('M28 46c6 4 8-6 14-2s8 6 14 1 8-5 14 0M34 38c5 3 8-4 14 0s8 2 12-1', '#5A2E12', 1.8) +
    dots(scatter('sesame', 12, 50, 44, 20, 8, ['#FFF6E0'], 0.6)) +
    front
  );
}

function kunafa(): string {
  const rand = rng('kunafa');
  let strands = '';
  for (let i = 0; i < 26; i++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand());
    const x = r1(50 + Math.cos(a) * 28 * d);
    const y = r1(60 + Math.sin(a) * 13 * d);
    strands += `M${x} ${y}q2-1.6 4 0`;
  }
  return (
    shadow(82, 38) +
    ell(50, 62, 38, 19, '#AEB6BF') +
    ell(50, 61, 35, 17, '#D3D9DF') +
    ell(50, 61, 32.5, 15.5, '#DE7A25') +
    line(strands, '#F4A24E', 1.1) +
    path('M50 61L81 65.5A32.5 15.5 0 0 1 66 74.5z', '#FFF5E2') +
    path('M50 61L66 74.5 66 77.5 50 64z', '#F2E2C4') +
    dots(scatter('kunafa-p', 26, 44, 59, 9, 4, ['#86B04A', '#A9C96A', '#5E8C32'], 1))
  );
}

function giftBox(o: { box: string; lid: string; ribbon: string; crescent?: boolean }): string {
  return (
    shadow(84, 32) +
    `<rect x="24" y="48" width="52" height="33" rx="2" fill="${o.box}"/>` +
    `<rect x="58" y="48" width="18" height="33" fill="#000" fill-opacity=".07"/>` +
    `<rect x="20" y="40" width="60" height="11" rx="2" fill="${o.lid}"/>` +
    `<rect x="46" y="40" width="8" height="41" fill="${o.ribbon}"/>` +
    ell(42, 34, 8, 4.5, 'none', ` stroke="${o.ribbon}" stroke-width="3.2" transform="rotate(-22 42 34)"`) +
    ell(58, 34, 8, 4.5, 'none', ` stroke="${o.ribbon}" stroke-width="3.2" transform="rotate(22 58 34)"`) +
    circ(50, 38, 3.4, o.ribbon) +
    (o.crescent ? path('M33 57a8 8 0 1 0 9 10 6 6 0 1 1-9-10z', SAND) + circ(38.5, 60, 1.2, SAND) : '')
  );
}

function datesBox(): string {
  const date = (x: number, y: number, rot: number) =>
    ell(x, y, 7, 4, '#6B3A1F', ` transform="rotate(${rot} ${x} ${y})"`) +
    ell(x - 1.5, y - 1.3, 3.4, 1.3, '#9A5A30', ` transform="rotate(${rot} ${x} ${y})"`);
  return (
    shadow(84, 32) +
    `<rect x="22" y="26" width="56" height="26" rx="2" fill="${TEAL2}"/><rect x="25" y="29" width="50" height="20" rx="1" fill="${TEAL}"/>` +
    path('M40 39l10-6 10 6-10 6z', 'none', ` stroke="${SAND}" stroke-width="1.4"`) +
    date(30, 54, -20) +
    date(44, 52, 15) +
    date(58, 53, -10) +
    date(71, 54, 25) +
    date(37, 57, 5) +
    date(64, 57, -15) +
    `<rect x="20" y="56" width="60" height="26" rx="2" fill="${TEAL}"/><rect x="20" y="64" width="60" height="4" fill="${SAND}"/>`
  );
}

function dallah(): string {
  const gold = '#D8A03C';
  return (
    shadow(86, 32) +
    line('M44 58C36 52 30 44 22 34', gold, 4.4) +
    path('M18 30l6 1 1 5z', gold) +
    line('M57 45c14 1 14 22 3 27', '#B9832C', 3.4) +
    path('M37 81c-4-10-2-19 7-23l2-12c-4-2-4-6 0-8h8c4 2 4 6 0 8l2 12c9 4 11 13 7 23z', gold) +
    path('M56 58c9 4 11 13 7 23h-6c3-9 2-17-3-21z', '#B9832C') +
    path('M44 38c0-7 12-7 12 0z', '#E9BC5E') +
    path('M48 32l2-8 2 8z', gold) +
    circ(50, 23.5, 1.8, gold) +
    line('M44.5 47h11M38 66h24', '#A8742A', 1.2) +
    ell(50, 82, 15, 2.6, '#B9832C') +
    path('M70 70h15l-2 9h-11z', W) +
    ell(77.5, 70, 7.5, 1.6, '#E3B04B') +
    line('M70 70h15', GOLD, 1)
  );
}

function pourOver(): string {
  return (
    shadow(86, 24) +
    path('M34 54h32c4 7 5 22-1 29H35c-6-7-5-22-1-29z', W, ' fill-opacity=".35"') +
    path('M33 66h34c0 7-1 13-3 17H36c-2-4-3-10-3-17z', COFFEE) +
    path('M34 54h32c4 7 5 22-1 29H35c-6-7-5-22-1-29z', 'none', ` stroke="${W}" stroke-width="1.6"`) +
    line('M67 59c8 1 8 15 0 17', W, 2.4) +
    line('M50 52v13', COFFEE, 1.6) +
    `<rect x="33" y="49" width="34" height="5" rx="2" fill="${TEAL}"/>` +
    path('M26 26h48L62 50H38z', TEAL2) +
    line('M38 30l6 17M50 30v17M62 30l-6 17', '#0E6A70', 1.2) +
    ell(50, 26, 24, 3, '#2A959C')
  );
}

function affogato(): string {
  const shape = 'M30 50h40l-4 32H34z';
  return (
    shadow(86, 22) +
    `<clipPath id="ca"><path d="${shape}"/></clipPath><g clip-path="url(#ca)"><rect x="20" y="64" width="60" height="20" fill="#5A3420"/>${path('M20 50h60v12c-6 4-10-2-16 1s-12 4-18 0-8 2-16-1z', '#F8EEDC')}</g>` +
    ell(50, 51, 13, 3, '#000', ' fill-opacity=".08"') +
    circ(50, 41, 12.5, '#F5DFAE') +
    circ(50, 39.5, 11.5, '#FAEBC8') +
    circ(45, 35.5, 3.2, '#FFF9EA') +
    path(
      'M40 36c4-6 16-6 20 0-1 3-2 1-3 5-1-3-2-2-3 1-1-3-2-3-3 0-1-3-3-3-4 0-1-3-3-1-4-3-1 2-2 1-3-3z',
      '#7A4524',
    ) +
    line('M45 34l3 1M53 33l2 2M50 36l-2 1', '#C0392B', 0.9) +
    path(shape, W, ` fill-opacity=".2" stroke="${W}" stroke-width="1.6" stroke-linejoin="round"`) +
    line('M35 55l2 22', W, 2.2, ' stroke-opacity=".6"')
  );
}

function platter(): string {
  const cup = (x: number, y: number, fill: string, extra = '') =>
    ell(x, y, 11, 6.5, W) + ell(x, y - 0.5, 9, 4.8, fill) + extra;
  return (
    shadow(88, 42) +
    ell(50, 63, 44, 23, '#B9804B') +
    ell(50, 62, 41, 20.5, '#CF9A62') +
    ell(70, 45, 13, 6, '#E6B264') +
    dots(scatter('platter-bread', 6, 70, 45, 9, 3, ['#F6DCA5'], 0.8)) +
    cup(33, 52, '#E8D3A8', line('M28 51c3-2 7 2 10 0', '#C9A23A', 1.2) + circ(33, 52, 0.9, RED)) +
    cup(53, 50, '#8A5A33', dots(scatter('platter-foul', 6, 53, 49.5, 6, 2.4, [HERB, '#E3C565'], 0.8))) +
    cup(
      72,
      62,
      '#FAF6EE',
      dots(scatter('platter-labneh', 8, 72, 61.5, 6, 2.4, ['#5D6B28', '#C9A23A'], 0.7)),
    ) +
    cup(
      44,
      70,
      '#F1E9D8',
      circ(40, 69.5, 2.2, '#3D3B2A') + circ(45, 68.5, 2.2, '#556B2F') + circ(48.5, 70.5, 2.2, '#3D3B2A'),
    ) +
    `<rect x="17" y="60" width="12" height="7" rx="2" fill="#F4E8CC" transform="rotate(-8 23 63)"/>${line('M19 61l2 4M23 60.5l2 4M27 60l1.5 3.5', '#B7834A', 1)}` +
    path('M58 76c0-4 5-5 8-4s7 1 6 4-4 4-8 3-6 0-6-3z', W) +
    circ(65, 75, 2.6, YOLK) +
    leaves(scatter('platter-veg', 5, 24, 74, 5, 3, [LEAF, RED, '#7FB46A'], 1.8))
  );
}

function beanBag(): string {
  const bean = (x: number, y: number, rot: number) =>
    g(
      `rotate(${rot} ${x} ${y})`,
      ell(x, y, 4, 2.8, '#4E2C1A') + line(`M${x - 2.6} ${y}q2.6-1.4 5.2 0`, '#2A160C', 0.8),
    );
  return (
    shadow(86, 30) +
    path('M31 30h38l4 52H27z', '#C9A06A') +
    path('M69 30l4 52h-9l1-52z', '#000', ' fill-opacity=".08"') +
    `<rect x="30" y="23" width="40" height="9" rx="1.5" fill="#B58B55"/><rect x="30" y="27" width="40" height="2" fill="${SAND}"/>` +
    `<rect x="38" y="46" width="24" height="22" rx="3" fill="${TEAL}"/>` +
    bean(50, 57, -30) +
    bean(20, 82, 20) +
    bean(78, 84, -15) +
    bean(86, 78, 40)
  );
}

function bottle(): string {
  return (
    shadow(86, 28) +
    path('M34 46c0-6 8-9 8-14h14c0 5 8 8 8 14v32a6 6 0 0 1-6 6H40a6 6 0 0 1-6-6z', '#C8976A') +
    path('M34 46c0-6 8-9 8-14h14c0 5 8 8 8 14v4H34z', '#EAD7BE') +
    `<rect x="41.5" y="21" width="15" height="11" rx="2.5" fill="${TEAL}"/>` +
    `<rect x="34" y="58" width="30" height="14" fill="${SAND}"/>` +
    line('M40 65q4-3 8 0t8 0', W, 1.4) +
    line('M38 50v24', W, 2, ' stroke-opacity=".45"') +
    path('M68 62h16l-2 22H70z', W) +
    `<rect x="66.5" y="58" width="19" height="5" rx="2" fill="${TEAL2}"/>` +
    `<rect x="69" y="70" width="14" height="6" fill="${SAND}"/>`
  );
}

function teapot(): string {
  return (
    shadow(86, 34) +
    line('M33 64C24 62 19 52 14 42', '#B7BEC8', 4.2) +
    line('M66 57c11 0 11 20 0 21', '#9EA6B1', 3.4) +
    path('M29 80c-5-10-3-24 8-28h26c11 4 13 18 8 28z', '#C9CED6') +
    line('M34 60c-2 6-1 12 1 16', W, 2.6, ' stroke-opacity=".7"') +
    `<rect x="30" y="78" width="40" height="5" rx="2.5" fill="#A9B1BB"/>` +
    path('M37 52c0-9 26-9 26 0z', '#DDE2E7') +
    path('M47 44l3-9 3 9z', '#B7BEC8') +
    circ(50, 34, 2.2, '#B7BEC8') +
    g('translate(59 40) scale(.5)', teaGlass({ tea: '#C97A1B', mint: true }))
  );
}

// ---------------------------------------------------------------- what each picture shows

type Art = { hue: number; body: string };
const LATTE = '#C8976A';
const items: Record<string, Art> = {
  espresso: { hue: 28, body: cup({ liquid: '#5B3420', art: '#B87B45', small: true }) },
  americano: { hue: 200, body: cup({ liquid: '#3B2317', cup: TEAL }) },
  cappuccino: { hue: 34, body: cup({ liquid: '#F3E2C8', dust: '#7A4A2A' }) },
  'flat-white': { hue: 20, body: cup({ liquid: LATTE, cup: SAND, art: '#FBF3E6' }) },
  'spanish-latte': { hue: 182, body: cup({ liquid: '#CFA27A', cup: TEAL, art: '#FBF3E6' }) },
  'saffron-latte': { hue: 44, body: cup({ liquid: '#E8B04A', art: '#FFF4DC', threads: true }) },
  v60: { hue: 190, body: pourOver() },
  'gahwa-dallah': { hue: 36, body: dallah() },
  'iced-spanish-latte': { hue: 186, body: iced({ base: '#F2E4CF', top: '#8A5A3B' }) },
  'iced-americano': { hue: 210, body: iced({ base: '#3A2216', straw: SAND }) },
  'cold-brew': { hue: 24, body: iced({ base: '#4A2C1D', top: '#6B4128', garnish: 'orange' }) },
  'pistachio-iced-latte': {
    hue: 95,
    body: iced({ base: '#F2E6CF', top: '#A9BF6E', garnish: 'pistachio', straw: SAND }),
  },
  'karak-chai': { hue: 30, body: teaGlass({ tea: '#C99560', foam: '#E3C297' }) },
  'adeni-tea': { hue: 16, body: teaGlass({ tea: '#B98552', foam: '#D9B58A' }) },
  'cardamom-tea': { hue: 8, body: teaGlass({ tea: '#A33E12' }) },
  'mint-tea': { hue: 120, body: teapot() },
  'hibiscus-iced-tea': { hue: 340, body: iced({ base: '#A91E3F', garnish: 'lime-mint' }) },
  balaleet: {
    hue: 46,
    body: bowl({
      base: '#F2C14E',
      extra:
        line(
          'M24 52c6-4 10 2 16-2s10 2 16-1 10 1 16-1M27 47c6-3 10 2 16-1s10 1 14-1 6 0 8 1',
          '#E0A22F',
          1.3,
        ) +
        path('M31 44c3-9 34-10 38 0-7 4-31 4-38 0z', '#F8DC7A') +
        path('M31 44c3-9 34-10 38 0-9-3-29-3-38 0z', '#FBE9A6') +
        dots(scatter('balaleet', 7, 50, 41.5, 12, 2, ['#C0392B'], 0.5)),
    }),
  },
  'foul-medames': {
    hue: 28,
    body: bowl({
      base: '#8A5A33',
      bowl: TEAL,
      rim: '#0B3F43',
      extra: line('M30 50c6-3 10 2 16 0s8-3 14 0', '#E3B43C', 2) + dome('foul', 22, [HERB, LEAF, RED], 1),
    }),
  },
  'arabic-breakfast-platter': { hue: 22, body: platter() },
  shakshuka: { hue: 10, body: skillet({ pan: '#2F3437', sauce: '#C8402E', seed: 'shakshuka', feta: true }) },
  'turkish-eggs': {
    hue: 0,
    body: skillet({
      pan: TEAL2,
      sauce: '#F7F0E3',
      seed: 'turkish',
      drizzle: '#D2452C',
      greens: [HERB, '#B33A22'],
      plate: true,
    }),
  },
  'cheese-omelette': { hue: 52, body: omelette() },
  'butter-croissant': { hue: 38, body: croissant({ seed: 'croissant' }) },
  'zaatar-croissant': { hue: 75, body: croissant({ zaatar: true, seed: 'zaatar-croissant' }) },
  'zaatar-manakish': {
    hue: 70,
    body: flatbread({ topping: '#6E7A32', specks: ['#4E5A22', '#8D9A45', '#F3E4C0'], seed: 'manakish' }),
  },
  'cheese-fatayer': { hue: 32, body: fatayer() },
  khameer: {
    hue: 26,
    body: flatbread({ topping: '#EDB960', specks: ['#FFF3D6', '#D99A4E'], seed: 'khameer', side: '#5A2E12' }),
  },
  'chicken-shawarma-wrap': {
    hue: 14,
    body: wrap({ filling: '#E4C08E', bits: [LEAF, RED, '#F4E9C8', '#C07A3A'], seed: 'shawarma' }),
  },
  'halloumi-sandwich': {
    hue: 60,
    body: sandwich({
      bread: '#F1D49A',
      crust: '#D9A45A',
      layers: [
        { c: '#F6EBCF', h: 6 },
        { c: RED, h: 4 },
        { c: '#A8CF6A', h: 3 },
        { c: LEAF, h: 4, wavy: true },
      ],
    }),
  },
  'club-sandwich': {
    hue: 200,
    body: sandwich({
      bread: '#FBF1DC',
      crust: '#D9A45A',
      toast: true,
      pick: true,
      layers: [
        { c: '#E8B887', h: 5 },
        { c: '#F5C542', h: 3, drip: true },
        { c: RED, h: 3 },
        { c: LEAF, h: 4, wavy: true },
      ],
    }),
  },
  'falafel-wrap': {
    hue: 100,
    body: wrap({ filling: '#8B5A2B', bits: [LEAF, RED, '#F2E7C9', '#C2185B'], seed: 'falafel' }),
  },
  fattoush: {
    hue: 110,
    body: bowl({
      base: '#7DBA4C',
      extra:
        domeLeaves('fattoush', 14, [LEAF, HERB, '#9CCB5F'], 2.6) +
        dome('fattoush-t', 6, [RED, '#E86A3A'], 2) +
        dots(scatter('fattoush-b', 5, 50, 47, 18, 3, ['#E3B064'], 1.6)),
    }),
  },
  tabbouleh: {
    hue: 130,
    body: bowl({
      base: '#5E9E3E',
      bowl: TEAL,
      rim: '#0B3F43',
      extra:
        dome('tabbouleh', 40, [HERB, LEAF, '#3F7A2A'], 0.9) + dome('tabbouleh-t', 10, [RED, '#F2E3B3'], 1.2),
    }),
  },
  'quinoa-salad': {
    hue: 85,
    body: bowl({
      base: '#E9D8A6',
      extra:
        dome('quinoa', 30, ['#F6EBC8', '#D4BE84'], 0.6) +
        domeLeaves('quinoa-a', 5, ['#9CC05A'], 2.4) +
        dome('quinoa-t', 5, [RED], 1.8) +
        domeLeaves('quinoa-r', 5, [HERB], 2),
    }),
  },
  'halloumi-watermelon-salad': {
    hue: 350,
    body: bowl({
      base: '#F0566A',
      extra:
        dome('hw', 8, ['#E83E57', '#F58A98'], 2.4) +
        '<rect x="32" y="44" width="10" height="5" rx="1.2" fill="#F6EBCF"/><rect x="52" y="42" width="10" height="5" rx="1.2" fill="#F6EBCF"/>' +
        domeLeaves('hw-l', 5, [LEAF, HERB], 2),
    }),
  },
  'chicken-machboos': { hue: 40, body: ricePlate({ rice: '#E9B949', top: drumstick, seed: 'machboos' }) },
  murabyan: {
    hue: 18,
    body: ricePlate({
      rice: '#E3A23A',
      top: shrimp(40, 54, -10) + shrimp(56, 50, 30) + shrimp(62, 60, -40),
      seed: 'murabyan',
    }),
  },
  'grilled-zubaidi': { hue: 195, body: fish() },
  'shish-tawook': {
    hue: 30,
    body: skewers({
      pieces: [
        ['#E3A15A', LEAF, '#E3A15A', '#F3E3D3', '#E3A15A', RED],
        ['#E3A15A', RED, '#E3A15A', LEAF, '#E3A15A', '#F3E3D3'],
      ],
    }),
  },
  'lamb-kebab': { hue: 12, body: skewers({ pieces: [['#8A4B2A'], ['#7A3F22']], kebab: true }) },
  'mixed-grill': {
    hue: 24,
    body:
      skewers({ pieces: [['#E3A15A', LEAF, '#E3A15A', RED, '#E3A15A', '#F3E3D3']] }) +
      g(
        'translate(0 10)',
        line('M27 63.8L73 52.6', '#8A4B2A', 9) +
          line('M35 60l1 6M43 58l1 6M51 56l1 6M59 54l1 6', '#6B3A1E', 1),
      ),
  },
  kunafa: { hue: 28, body: kunafa() },
  'saffron-luqaimat': { hue: 42, body: luqaimat({}) },
  'date-cake': {
    hue: 20,
    body: cakeSlice({
      sponge: '#7A4A2A',
      top: '#B5651D',
      layers: [{ c: '#C77A2E', a: 0, b: 4 }],
      drip: '#C77A2E',
      deco:
        ell(52, 46, 5.5, 2.6, '#6B3A1F', ' transform="rotate(-20 52 46)"') +
        circ(78, 72, 7.5, '#FBF3E4') +
        circ(75.5, 69.5, 2.2, W),
    }),
  },
  'pistachio-cheesecake': {
    hue: 90,
    body: cakeSlice({
      sponge: '#F6E7C8',
      top: '#A7C06A',
      layers: [
        { c: '#A7C06A', a: 0, b: 3.5 },
        { c: '#A9743F', a: 19, b: 24 },
      ],
      deco: dots(scatter('cheesecake', 14, 56, 47, 14, 3, ['#6E9A34', '#C9DB8F'], 1)),
    }),
  },
  'saffron-affogato': { hue: 48, body: affogato() },
  'celebration-cake': { hue: 340, body: wholeCake() },
  'orange-juice': { hue: 32, body: iced({ base: '#F39C1E', garnish: 'orange', ice: false, straw: TEAL }) },
  'lemon-mint': { hue: 80, body: iced({ base: '#C5DE7A', garnish: 'mint', straw: SAND }) },
  'mango-juice': { hue: 42, body: iced({ base: '#F7B733', ice: false, straw: RED }) },
  'avocado-honey': { hue: 75, body: iced({ base: '#A8C256', garnish: 'honey', ice: false }) },
  'watermelon-juice': { hue: 355, body: iced({ base: '#F0566A', garnish: 'watermelon' }) },
  'breakfast-box': { hue: 30, body: giftBox({ box: '#C9A06A', lid: '#B58B55', ribbon: TEAL }) },
  'coffee-box': { hue: 28, body: bottle() },
  'luqaimat-box': { hue: 36, body: luqaimat({ box: true }) },
  'dates-box': { hue: 178, body: datesBox() },
  'coffee-beans': { hue: 170, body: beanBag() },
  'ghabga-box': { hue: 260, body: giftBox({ box: TEAL, lid: TEAL2, ribbon: SAND, crescent: true }) },
};

const categories: Record<string, Art> = {
  coffee: { hue: 182, body: cup({ liquid: '#CFA27A', cup: TEAL, art: '#FBF3E6' }) },
  'hot-coffee': { hue: 30, body: cup({ liquid: LATTE, art: '#FBF3E6' }) },
  'iced-coffee': { hue: 200, body: iced({ base: '#F2E4CF', top: '#8A5A3B' }) },
  'tea-karak': { hue: 24, body: teaGlass({ tea: '#C99560', foam: '#E3C297' }) },
  breakfast: {
    hue: 14,
    body: skillet({ pan: '#2F3437', sauce: '#C8402E', seed: 'cat-breakfast', feta: true }),
  },
  'arabic-breakfast': { hue: 30, body: platter() },
  eggs: { hue: 48, body: omelette() },
  bakery: { hue: 36, body: croissant({ seed: 'cat-bakery' }) },
  sandwiches: items['club-sandwich']?.body
    ? { hue: 15, body: items['club-sandwich'].body }
    : { hue: 0, body: '' },
  salads: items.fattoush ? { hue: 100, body: items.fattoush.body } : { hue: 0, body: '' },
  mains: { hue: 38, body: ricePlate({ rice: '#E9B949', top: drumstick, seed: 'cat-mains' }) },
  'kuwaiti-classics': { hue: 190, body: fish() },
  grills: items['shish-tawook'] ? { hue: 20, body: items['shish-tawook'].body } : { hue: 0, body: '' },
  desserts: items.kunafa ? { hue: 340, body: items.kunafa.body } : { hue: 0, body: '' },
  'fresh-juices': { hue: 30, body: iced({ base: '#F39C1E', garnish: 'orange', straw: TEAL }) },
  'family-boxes': { hue: 176, body: giftBox({ box: TEAL, lid: TEAL2, ribbon: SAND }) },
};

// ---------------------------------------------------------------- documents

function square({ hue, body }: Art): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 100 100">` +
    `<defs><linearGradient id="b" x2="1" y2="1"><stop stop-color="${hsl(hue, 80, 94)}"/><stop offset="1" stop-color="${hsl(hue + 18, 62, 82)}"/></linearGradient></defs>` +
    `<rect width="100" height="100" fill="url(#b)"/>${circ(50, 54, 40, W, ' fill-opacity=".35"')}${body}</svg>\n`
  );
}

const wave = (y: number, amp: number, width: number, fill: string, opacity = 1) => {
  let d = `M0 ${y}`;
  for (let x = 0; x < width; x += 200) d += `q50 ${-amp} 100 0t100 0`;
  return path(`${d}V${y + 400}H0z`, fill, opacity < 1 ? ` fill-opacity="${opacity}"` : '');
};
const place = (x: number, y: number, s: number, body: string) => g(`translate(${x} ${y}) scale(${s})`, body);

const logo =
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 100 100">` +
  circ(50, 50, 49, TEAL) +
  circ(50, 50, 43, 'none', ` stroke="${SAND}" stroke-width="1.5"`) +
  `<path d="M29 50 50 31l21 19" fill="none" stroke="${SAND}" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<rect x="45" y="42" width="10" height="12" rx="5" fill="${W}"/>` +
  line('M27 62q5.75-5 11.5 0t11.5 0 11.5 0 11.5 0', W, 4) +
  line('M33 72q4.25-4 8.5 0t8.5 0 8.5 0 8.5 0', '#7FC4C8', 3.4) +
  `</svg>\n`;

const cover =
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500" viewBox="0 0 1200 500">` +
  `<defs><linearGradient id="s" x2="0" y2="1"><stop stop-color="#FCE8CC"/><stop offset="1" stop-color="#F4C98E"/></linearGradient></defs>` +
  `<rect width="1200" height="500" fill="url(#s)"/>` +
  circ(930, 190, 120, W, ' fill-opacity=".55"') +
  circ(930, 190, 80, SAND) +
  wave(300, 22, 1200, TEAL2, 0.55) +
  wave(330, 18, 1200, TEAL2) +
  wave(365, 14, 1200, TEAL) +
  `<rect y="410" width="1200" height="90" fill="#C98B53"/><rect y="410" width="1200" height="8" fill="#DDA56E"/>` +
  place(90, 200, 2.6, cup({ liquid: '#CFA27A', cup: TEAL, art: '#FBF3E6' })) +
  place(330, 240, 2.3, croissant({ seed: 'cover' })) +
  place(560, 192, 2.7, iced({ base: '#F39C1E', garnish: 'orange', ice: false })) +
  `</svg>\n`;

const welcome =
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="1000" viewBox="0 0 600 1000" preserveAspectRatio="xMidYMid slice">` +
  `<defs><linearGradient id="w" x2="0" y2="1"><stop stop-color="${TEAL2}"/><stop offset="1" stop-color="${TEAL}"/></linearGradient></defs>` +
  `<rect width="600" height="1000" fill="url(#w)"/>` +
  circ(450, 200, 150, SAND, ' fill-opacity=".18"') +
  circ(450, 200, 95, SAND, ' fill-opacity=".35"') +
  `<g fill-opacity=".2">${dots(scatter('welcome', 40, 300, 430, 290, 380, [W], 2))}</g>` +
  g(
    'translate(0 560)',
    wave(200, 30, 600, '#2A959C', 0.5) + wave(250, 26, 600, '#0B3F43', 0.6) + wave(310, 22, 600, '#082F32'),
  ) +
  `</svg>\n`;

function banner(stops: [string, string], scene: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">` +
    `<defs><linearGradient id="n" x2="1" y2="1"><stop stop-color="${stops[0]}"/><stop offset="1" stop-color="${stops[1]}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#n)"/>${circ(1180, 40, 260, W, ' fill-opacity=".18"')}${circ(80, 380, 180, W, ' fill-opacity=".12"')}${scene}</svg>\n`
  );
}

const banners: Record<string, string> = {
  breakfast: banner(
    ['#FCE3C4', '#F2A65A'],
    place(520, 40, 3.3, skillet({ pan: '#2F3437', sauce: '#C8402E', seed: 'banner', feta: true })) +
      place(820, 90, 3, teaGlass({ tea: '#C99560', foam: '#E3C297' })) +
      place(300, 130, 2.6, croissant({ seed: 'banner-c' })),
  ),
  'saffron-latte': banner(
    ['#FFF1C9', '#E8B04A'],
    place(640, 10, 3.9, cup({ liquid: '#E8B04A', art: '#FFF4DC', threads: true })) +
      line('M120 90l14 6M200 300l12 10M330 60l16 4M460 330l10 12M980 320l14-8M1080 200l12 6', '#C0392B', 4) +
      [
        [170, 180],
        [380, 250],
        [1000, 110],
        [1100, 300],
      ]
        .map(([x = 0, y = 0], i) =>
          ell(x, y, 16, 9, '#8DB255', ` transform="rotate(${i * 40 - 30} ${x} ${y})"`),
        )
        .join(''),
  ),
};

// ---------------------------------------------------------------- write everything

const seedItems: SeedItem[] = [];
const seedCategories: SeedCategory[] = [];
const walk = (c: SeedCategory) => {
  seedCategories.push(c);
  seedItems.push(...(c.items ?? []));
  for (const sub of c.subcategories ?? []) walk(sub);
};
for (const c of demoSeed.categories) walk(c);

const missing = [
  ...seedItems.filter((i) => !items[i.key]).map((i) => `item ${i.key}`),
  ...seedCategories.filter((c) => !categories[c.key]).map((c) => `category ${c.key}`),
];
if (missing.length) throw new Error(`No picture for: ${missing.join(', ')}`);

const files = new Map<string, string>();
files.set('logo.svg', logo);
files.set('cover.svg', cover);
files.set('welcome.svg', welcome);
for (const [key, svg] of Object.entries(banners)) files.set(`banners/${key}.svg`, svg);
for (const c of seedCategories) files.set(`categories/${c.key}.svg`, square(categories[c.key] as Art));
for (const i of seedItems) files.set(`items/${i.key}.svg`, square(items[i.key] as Art));

for (const dir of ['banners', 'categories', 'items']) {
  const url = new URL(`${dir}/`, OUT);
  mkdirSync(url, { recursive: true });
  for (const f of readdirSync(url)) if (!files.has(`${dir}/${f}`)) rmSync(new URL(f, url));
}
let largest = 0;
for (const [name, svg] of files) {
  writeFileSync(new URL(name, OUT), svg);
  largest = Math.max(largest, svg.length);
}
process.stdout.write(`Wrote ${files.size} pictures to apps/web/public/demo (largest ${largest} bytes).\n`);
