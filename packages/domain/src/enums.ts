// [product: Who it is for] and §4 enumerations as `as const` objects (erasable syntax, no TS enums).

type ValueOf<T> = T[keyof T];

export const OrderStatus = {
  pending: 0,
  accepted: 1,
  rejected: 2,
  ready: 3,
  out: 4,
  delivered: 5,
  cancelled: 9,
  scheduled: 10,
} as const;
export type OrderStatus = ValueOf<typeof OrderStatus>;

export const ReservationStatus = { pending: 0, accepted: 1, rejected: 2, completed: 3 } as const;
export type ReservationStatus = ValueOf<typeof ReservationStatus>;

export const OrderType = { delivery: 0, dineIn: 1, pickup: 2, productService: 3 } as const;
export type OrderType = ValueOf<typeof OrderType>;

export const AddressType = { company: 0, house: 1, apartment: 2 } as const;
export type AddressType = ValueOf<typeof AddressType>;

export const SurveyQuestionType = { text: 1, slider: 2, smile: 3, choices: 4, rate: 5, phone: 6 } as const;
export type SurveyQuestionType = ValueOf<typeof SurveyQuestionType>;

export const PriceOptionKind = {
  startingFrom: 0,
  multipleOptions: 1,
  priceOnSelection: 2,
  minMax: 3,
} as const;
export type PriceOptionKind = ValueOf<typeof PriceOptionKind>;

export const PaymentMethod = {
  onlineCard: 1,
  cash: 2,
  payLater: 3,
  knet: 4,
  benefit: 5,
  applePay: 6,
  mada: 7,
  payWithCard: 8,
  applePayKnet: 9,
} as const;
export type PaymentMethod = ValueOf<typeof PaymentMethod>;

/** [product: Payments] cart: payment_type defaults to 2 (cash). */
export const DEFAULT_PAYMENT_TYPE = PaymentMethod.cash;

export const TrackingIntegration = {
  metaPixel: 1,
  googleAnalytics: 2,
  snapchatPixel: 3,
  tiktokPixel: 4,
  metaConversionApi: 5,
  tiktokEventsApi: 6,
  snapchatEventsApi: 7,
} as const;
export type TrackingIntegration = ValueOf<typeof TrackingIntegration>;

const valuesOf = <T extends Record<string, number>>(o: T): ReadonlySet<number> => new Set(Object.values(o));
const paymentMethods = valuesOf(PaymentMethod);

export const isPaymentMethod = (v: unknown): v is PaymentMethod => paymentMethods.has(v as number);
