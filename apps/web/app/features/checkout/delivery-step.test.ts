import { describe, expect, it } from 'vitest';
import { pendingDeliveryStep } from './delivery-step.ts';

describe('the delivery step still owed before checkout', () => {
  it('nothing chosen → the area list; a pin alone → the address form', () => {
    expect(pendingDeliveryStep({ queriedAddress: null })).toBe('address');
    expect(pendingDeliveryStep({ queriedAddress: { lat: 29.3, lng: 48 } })).toBe('form');
    // Reverse geocoding may fill street and block; the house number is still owed.
    expect(pendingDeliveryStep({ queriedAddress: { lat: 29.3, lng: 48, block: '4', street: 'Gulf' } })).toBe(
      'form',
    );
  });

  it('an area chosen (in the menu’s question) and no pin yet → the map, not the area list again (ADR 793)', () => {
    expect(pendingDeliveryStep({ queriedAddress: null, queriedAreaId: 4 })).toBe('map');
    expect(pendingDeliveryStep({ queriedAddress: null, queriedAreaId: null })).toBe('address');
  });

  it('a complete address of its type → straight to checkout', () => {
    const house = { lat: 29.3, lng: 48, type: 1, block: '4', street: 'Gulf', house_number: '9' };
    expect(pendingDeliveryStep({ queriedAddress: house })).toBeNull();
    // The same fields do not make an apartment: building, floor and flat are owed.
    expect(pendingDeliveryStep({ queriedAddress: { ...house, type: 2 } })).toBe('form');
  });

  it('shipping abroad owes no local step', () => {
    const shipping = { country_iso: 'SA', branch_id: 1, address: { city: 'Riyadh' } };
    expect(pendingDeliveryStep({ queriedAddress: null, shipping })).toBeNull();
  });
});
