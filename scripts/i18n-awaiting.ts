// `npm run i18n:awaiting`: rewrites apps/web/app/locales/awaiting-translation.json with, per
// language, the exact keys its catalog lacks (they read in English until translated, ADR 624).
// Review the diff before committing: a key appearing here is a text diners will see in English.

import { computeAwaiting, writeAwaiting } from '../apps/web/app/features/i18n/awaiting.ts';
import { readCatalogs } from '../apps/web/app/features/i18n/catalog-files.ts';

const awaiting = computeAwaiting(readCatalogs());
writeAwaiting(awaiting);
const counts = Object.entries(awaiting).map(([code, keys]) => `${code} ${keys.length}`);
console.log(counts.length ? `awaiting translation: ${counts.join(', ')}` : 'nothing awaits translation');
