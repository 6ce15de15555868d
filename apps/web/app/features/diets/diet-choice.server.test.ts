import { describe, expect, it } from 'vitest';
import { chosenDiets, dietCookieHeader } from './diet-choice.server.ts';

const withCookie = (cookie: string) => new Request('http://x/demo/delivery', { headers: { cookie } });

describe('the visit diet filter cookie (ADR 1061)', () => {
  it('reads the business own cookie, keeping known diets only', () => {
    expect(chosenDiets(withCookie('sufra_diet_demo=vegan%2Cgluten_free'), 'demo')).toEqual([
      'vegan',
      'gluten_free',
    ]);
    expect(chosenDiets(withCookie('sufra_diet_other=vegan'), 'demo')).toEqual([]);
    expect(chosenDiets(withCookie('sufra_diet_demo=halal,<b>'), 'demo')).toEqual([]);
  });

  it('is a session cookie under the business path; an empty choice clears it', () => {
    const set = dietCookieHeader('demo', ['vegan']);
    expect(set).toBe('sufra_diet_demo=vegan; Path=/demo; SameSite=Lax; HttpOnly');
    expect(set).not.toMatch(/Max-Age|Expires/);
    expect(dietCookieHeader('demo', [])).toMatch(/Max-Age=0$/);
  });
});
