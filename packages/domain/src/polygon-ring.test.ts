import { describe, expect, it } from 'vitest';
import { type RingPosition, ringProblem, segmentsMeet } from './polygon-ring.ts';

const square: RingPosition[] = [
  [48, 29],
  [48.1, 29],
  [48.1, 29.1],
  [48, 29.1],
  [48, 29],
];

describe('a delivery area outline (ADR 1123)', () => {
  it('a closed simple ring is fine', () => {
    expect(ringProblem(square)).toBeNull();
  });
  it('an open ring is refused', () => {
    expect(ringProblem(square.slice(0, -1))).toBe('not_closed');
  });
  it('a bow tie (edges crossing) is refused', () => {
    expect(
      ringProblem([
        [48, 29],
        [48.1, 29.1],
        [48.1, 29],
        [48, 29.1],
        [48, 29],
      ]),
    ).toBe('self_intersecting');
  });
  it('a ring touching itself at a corner is refused', () => {
    expect(
      ringProblem([
        [0, 0],
        [2, 0],
        [1, 1],
        [2, 2],
        [0, 2],
        [1, 1],
        [0, 0],
      ]),
    ).toBe('self_intersecting');
  });
  it('two corners, or corners on one line, make no area', () => {
    expect(
      ringProblem([
        [0, 0],
        [1, 1],
        [0, 0],
      ]),
    ).toBe('too_few_points');
    expect(
      ringProblem([
        [0, 0],
        [1, 1],
        [2, 2],
        [0, 0],
      ]),
    ).not.toBeNull();
  });
  it('positions off the Earth are refused', () => {
    expect(
      ringProblem([
        [200, 0],
        [1, 0],
        [1, 1],
        [200, 0],
      ]),
    ).toBe('out_of_range');
  });
  it('segments: crossing and touching meet, apart do not', () => {
    expect(segmentsMeet([0, 0], [2, 2], [0, 2], [2, 0])).toBe(true);
    expect(segmentsMeet([0, 0], [1, 0], [1, 0], [2, 5])).toBe(true);
    expect(segmentsMeet([0, 0], [1, 0], [0, 1], [1, 1])).toBe(false);
  });
});
