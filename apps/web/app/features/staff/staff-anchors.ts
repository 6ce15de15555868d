/** The staff board's card ids: an order and its booking link to each other by them (ADR 806). */
export const staffOrderAnchor = (id: number) => `staff-order-${id}`;
export const staffReservationAnchor = (id: number) => `staff-reservation-${id}`;
