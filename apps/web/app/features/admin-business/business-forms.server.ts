import type { BranchWrite, BusinessProfileWrite } from '@sufra/contract';
import { type BUSINESS_TYPES, SOCIAL_NETWORKS } from '@sufra/contract/client';
import { formText, localizedFrom } from '../admin/admin-forms.server.ts';
import { type AdminProblem, adminProblemOf } from '../admin/admin-problems.server.ts';

/** Reading the business page's posts ([product: Back office], ADR 1372). */

export function profileFrom(form: FormData, locales: readonly string[]): BusinessProfileWrite {
  return {
    name: localizedFrom(form, 'name', locales),
    description: localizedFrom(form, 'description', locales),
    business_type: formText(form, 'business_type') as (typeof BUSINESS_TYPES)[number],
    social_links: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, formText(form, `social_links.${n}`)])),
    whatsapp_phone: formText(form, 'whatsapp_phone'),
    version: formText(form, 'version'),
  };
}

/** A typed coordinate; empty: none; not a number: NaN, which the server names. */
const coordinate = (typed: string) => (typed ? Number(typed.replace(',', '.')) : null);

export function branchFrom(form: FormData, locales: readonly string[]): BranchWrite {
  const version = formText(form, 'version');
  return {
    name: localizedFrom(form, 'name', locales),
    address: localizedFrom(form, 'address', locales),
    phone: formText(form, 'phone'),
    lat: coordinate(formText(form, 'lat')),
    lng: coordinate(formText(form, 'lng')),
    ...(version ? { version } : {}),
  };
}

/** As `adminProblemOf`; a branch's phone may be a landline, so its words say so. */
export function businessPageProblemOf(error: unknown): AdminProblem {
  const problem = adminProblemOf(error);
  if (problem.fields.phone) problem.fields.phone = 'admin.fieldError.phoneNumber';
  return problem;
}
