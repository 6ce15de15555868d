// Loaded on demand (the contact step's first blur): libphonenumber-js's metadata stays out of the
// checkout's first view (ADR 304).
export { parsePhone, phoneExpectation } from '@sufra/domain';
