import { describe, expect, it } from 'vitest';
import { geocodeDisplayName } from './geocode-name.ts';

describe('geocodeDisplayName', () => {
  it('joins building, road, neighbourhood, suburb, district, quarter and the city, in that order', () => {
    expect(
      geocodeDisplayName({
        quarter: 'Q',
        city: 'Kuwait City',
        road: 'Salem Al Mubarak St',
        building: 'Marina Mall',
        suburb: 'Salmiya',
        neighbourhood: 'Block 10',
        district: 'Hawalli',
        country: 'Kuwait',
        postcode: '22000',
      }),
    ).toBe('Marina Mall, Salem Al Mubarak St, Block 10, Salmiya, Hawalli, Q, Kuwait City');
  });
  it('uses the state when there is no city', () => {
    expect(geocodeDisplayName({ road: 'Road 1', state: 'Hawalli Governorate' })).toBe(
      'Road 1, Hawalli Governorate',
    );
    expect(geocodeDisplayName({ road: 'Road 1', city: 'Salmiya', state: 'Hawalli' })).toBe('Road 1, Salmiya');
  });
  it('skips blanks and repeats, and is empty for nothing usable', () => {
    expect(
      geocodeDisplayName({ suburb: 'Salmiya', district: ' salmiya ', road: '  ', city: 'Salmiya' }),
    ).toBe('Salmiya');
    expect(geocodeDisplayName({ country: 'Kuwait' })).toBe('');
    expect(geocodeDisplayName(null)).toBe('');
    expect(geocodeDisplayName({ road: 42 })).toBe('');
  });
});
