import { PaymentMethod } from '@sufra/domain';

/**
 * What each [product: Payments] online method is at Tap (ADR 720): the charge's `source.id`. Every one goes
 * through Tap's hosted page (`transaction.url`), so no card data ever reaches Sufra.
 *
 * | § 1 | method          | Tap source        | currencies                      |
 * |-----|-----------------|-------------------|---------------------------------|
 * | 1   | online card     | `src_card`        | any the merchant account takes  |
 * | 4   | KNET            | `src_kw.knet`     | KWD                             |
 * | 5   | Benefit         | `src_bh.benefit`  | BHD                             |
 * | 6   | Apple Pay       | `src_apple_pay`   | AED SAR KWD QAR BHD USD         |
 * | 7   | mada            | `src_sa.mada`     | SAR                             |
 * | 8   | pay with card   | `src_card`        | any                             |
 * | 9   | Apple Pay KNET  | `src_apple_pay`   | KWD (Apple Pay in Kuwait runs on KNET) |
 */
export const TAP_SOURCES: ReadonlyMap<number, string> = new Map([
  [PaymentMethod.onlineCard, 'src_card'],
  [PaymentMethod.knet, 'src_kw.knet'],
  [PaymentMethod.benefit, 'src_bh.benefit'],
  [PaymentMethod.applePay, 'src_apple_pay'],
  [PaymentMethod.mada, 'src_sa.mada'],
  [PaymentMethod.payWithCard, 'src_card'],
  [PaymentMethod.applePayKnet, 'src_apple_pay'],
]);
