export const reservationPagePath = (ref: string, id: number, token: string) =>
  `/${encodeURIComponent(ref)}/reservation/success/${id}?token=${encodeURIComponent(token)}`;
