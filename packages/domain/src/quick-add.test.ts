import { describe, expect, it } from 'vitest';
import { OpenDetailReason, openDetailReasons, shouldOpenDetail } from './quick-add.ts';
import { group, item, label } from './test-fixtures.ts';

const plain = item();
const base = { item: plain, hidePrice: false, cartEnabled: true };

describe('§5 adding an item opens its detail instead of adding directly when…', () => {
  it('§5 a plain item with one price label is added directly', () => {
    expect(shouldOpenDetail(base)).toBe(false);
  });

  it('§5 …prices are hidden', () => {
    expect(openDetailReasons({ ...base, hidePrice: true })).toEqual([OpenDetailReason.hiddenPrice]);
  });

  it('§5 …the cart is off', () => {
    expect(openDetailReasons({ ...base, cartEnabled: false })).toEqual([OpenDetailReason.cartOff]);
  });

  it('§5 …the item has modifiers', () => {
    expect(openDetailReasons({ ...base, item: item({ modifier_groups: [group()] }) })).toEqual([
      OpenDetailReason.hasModifiers,
    ]);
    expect(shouldOpenDetail({ ...base, item: item({ modifier_groups: [group({ modifiers: [] })] }) })).toBe(
      false,
    );
  });

  it('§5 …a comment is required', () => {
    expect(openDetailReasons({ ...base, item: item({ comment_required: true }) })).toEqual([
      OpenDetailReason.commentRequired,
    ]);
  });

  it('§5 …it has several price labels', () => {
    expect(
      openDetailReasons({ ...base, item: item({ price_labels: [label(), label({ id: 12 })] }) }),
    ).toEqual([OpenDetailReason.severalPriceLabels]);
  });

  it('an item without a price label cannot be added by a single tap', () => {
    expect(openDetailReasons({ ...base, item: item({ price_labels: [] }) })).toEqual([
      OpenDetailReason.noPriceLabel,
    ]);
  });
});
