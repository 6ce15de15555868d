/**
 * Checks a delivery area's outline as the back office draws it ([product: Delivery, areas and
 * shipping], ADR 1123): a GeoJSON ring of [lng, lat] positions, closed (the last position repeats
 * the first), at least three distinct corners, every position on Earth, and no edge crossing
 * another (a self-crossing "bow tie" has no inside a diner could be in). Pure; O(n²) over at most
 * `MAX_RING_POINTS` corners.
 */
export type RingPosition = readonly [number, number];

export const MAX_RING_POINTS = 500;

export type RingProblem =
  | 'not_closed'
  | 'too_few_points'
  | 'too_many_points'
  | 'out_of_range'
  | 'self_intersecting';

const same = (a: RingPosition, b: RingPosition) => a[0] === b[0] && a[1] === b[1];

/** Orientation of the turn a → b → c: > 0 counter-clockwise, < 0 clockwise, 0 collinear. */
const turn = (a: RingPosition, b: RingPosition, c: RingPosition) =>
  (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);

const within = (a: RingPosition, b: RingPosition, p: RingPosition) =>
  Math.min(a[0], b[0]) <= p[0] &&
  p[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= p[1] &&
  p[1] <= Math.max(a[1], b[1]);

/** Whether segments ab and cd share any point (touching counts). */
export function segmentsMeet(a: RingPosition, b: RingPosition, c: RingPosition, d: RingPosition): boolean {
  const d1 = turn(c, d, a);
  const d2 = turn(c, d, b);
  const d3 = turn(a, b, c);
  const d4 = turn(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && within(c, d, a)) ||
    (d2 === 0 && within(c, d, b)) ||
    (d3 === 0 && within(a, b, c)) ||
    (d4 === 0 && within(a, b, d))
  );
}

/** The first problem of a ring, or null when it is a simple closed polygon. */
export function ringProblem(ring: readonly RingPosition[]): RingProblem | null {
  if (ring.length > MAX_RING_POINTS + 1) return 'too_many_points';
  if (ring.some(([lng, lat]) => !(Math.abs(lng) <= 180 && Math.abs(lat) <= 90))) return 'out_of_range';
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last || ring.length < 2 || !same(first, last)) return 'not_closed';
  const corners = ring.slice(0, -1);
  if (new Set(corners.map((p) => `${p[0]},${p[1]}`)).size !== corners.length) return 'self_intersecting';
  if (corners.length < 3) return 'too_few_points';
  const n = corners.length;
  const edge = (i: number): [RingPosition, RingPosition] => [
    corners[i] as RingPosition,
    corners[(i + 1) % n] as RingPosition,
  ];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Neighbouring edges share a corner by design; only non-neighbours may not meet.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      const [a, b] = edge(i);
      const [c, d] = edge(j);
      if (segmentsMeet(a, b, c, d)) return 'self_intersecting';
    }
  }
  // All corners on one line: no area.
  if (corners.every((p) => turn(corners[0] as RingPosition, corners[1] as RingPosition, p) === 0))
    return 'too_few_points';
  return null;
}
