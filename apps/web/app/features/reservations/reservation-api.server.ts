// The reservation pages reach the API as the account pages do (ADR 702): the request's locale and,
// when the diner is signed in, their session as the bearer token (history, the owner's reads).
export { accountApi as reservationApi, sessionTokenOf } from '../accounts/session.server.ts';
