import { describe, expect, it } from 'vitest';
import { localizedFrom, majorUnits, minorUnits } from './admin-forms.server.ts';

describe('admin form reading', () => {
  it('reads prices in major units into exact minor units of the currency', () => {
    expect(minorUnits('4.5', 'KWD')).toBe(4500);
    expect(minorUnits('4,5', 'KWD')).toBe(4500);
    expect(minorUnits('1,250.75', 'USD')).toBe(125075);
    expect(minorUnits('12', 'JPY')).toBe(12);
    expect(minorUnits('0.1234', 'KWD')).toBeNaN();
    expect(minorUnits('abc', 'KWD')).toBeNaN();
    expect(minorUnits('-1', 'KWD')).toBeNaN();
  });
  it('shows minor units back as typed major units', () => {
    expect(majorUnits(4500, 'KWD')).toBe('4.500');
    expect(majorUnits(12, 'JPY')).toBe('12');
  });
  it('collects a text per locale', () => {
    const form = new FormData();
    form.set('name.en', ' Tea ');
    form.set('name.ar', 'شاي');
    expect(localizedFrom(form, 'name', ['en', 'ar'])).toEqual({ en: 'Tea', ar: 'شاي' });
  });
});
