import { describe, expect, it } from 'vitest';
import { carDetailsProblem } from './car-details.ts';

const asking = { show_car_info: 1 };
const car = { brand: 'Nissan Patrol', color: 'White', plate: '12345' };

describe('car details at a show-car-info branch (ADR 900)', () => {
  it('a car pickup without the car, or with a blank part, is refused with the parts missing', () => {
    expect(carDetailsProblem({ car: null }, asking, true)).toEqual({
      code: 'CAR_DETAILS_REQUIRED',
      field: 'car',
      meta: { fields: 'brand,color,plate' },
    });
    expect(carDetailsProblem({ car: { ...car, plate: '  ' } }, asking, true)?.meta).toEqual({
      fields: 'plate',
    });
  });

  it('the whole car passes; other types and branches that do not ask are not concerned', () => {
    expect(carDetailsProblem({ car }, asking, true)).toBeNull();
    expect(carDetailsProblem({ car: null }, asking, false)).toBeNull();
    expect(carDetailsProblem({ car: null }, { show_car_info: 0 }, true)).toBeNull();
  });
});
