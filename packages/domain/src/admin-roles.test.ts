import { describe, expect, it } from 'vitest';
import { isAdminRole, memberCoversBranch, roleCan } from './admin-roles.ts';

describe('admin roles', () => {
  it('lets owners do everything, managers edit the menu, staff only mark sold out', () => {
    expect(roleCan('owner', 'staff.manage')).toBe(true);
    expect(roleCan('manager', 'menu.edit')).toBe(true);
    expect(roleCan('manager', 'staff.manage')).toBe(false);
    expect(roleCan('staff', 'menu.edit')).toBe(false);
    expect(roleCan('staff', 'menu.sold_out')).toBe(true);
  });
  it('lets owners and managers move the business’s data and prices by file, not staff', () => {
    expect(roleCan('owner', 'data.manage')).toBe(true);
    expect(roleCan('manager', 'data.manage')).toBe(true);
    expect(roleCan('staff', 'data.manage')).toBe(false);
  });
  it('lets owners and managers set discounts, coupons and taxes, not staff (ADR 1100)', () => {
    expect(roleCan('owner', 'offers.manage')).toBe(true);
    expect(roleCan('manager', 'offers.manage')).toBe(true);
    expect(roleCan('staff', 'offers.manage')).toBe(false);
  });
  it('opens the order board to every role, the business and its branches to the owner only (ADR 1370, 1372)', () => {
    for (const role of ['owner', 'manager', 'staff'] as const)
      expect(roleCan(role, 'orders.manage')).toBe(true);
    expect(roleCan('owner', 'business.edit')).toBe(true);
    expect(roleCan('manager', 'business.edit')).toBe(false);
    expect(roleCan('staff', 'business.edit')).toBe(false);
  });
  it('gives a driver their own drops and nothing else; the report to owners and managers (ADR 1410, 1414)', () => {
    expect(roleCan('driver', 'drops.own')).toBe(true);
    for (const capability of ['orders.manage', 'menu.read', 'staff.manage', 'fleet.report'] as const)
      expect(roleCan('driver', capability)).toBe(false);
    expect(roleCan('owner', 'drops.own')).toBe(false);
    expect(roleCan('owner', 'fleet.report')).toBe(true);
    expect(roleCan('manager', 'fleet.report')).toBe(true);
    expect(roleCan('staff', 'fleet.report')).toBe(false);
  });
  it('knows its roles', () => {
    expect(isAdminRole('manager')).toBe(true);
    expect(isAdminRole('admin')).toBe(false);
  });
  it('binds a branch member to its branch only', () => {
    expect(memberCoversBranch(null, 3)).toBe(true);
    expect(memberCoversBranch(3, 3)).toBe(true);
    expect(memberCoversBranch(3, 4)).toBe(false);
    expect(memberCoversBranch(3, null)).toBe(false);
  });
});
