import { describe, expect, it } from 'vitest';
import {
  AddressType,
  DEFAULT_PAYMENT_TYPE,
  isPaymentMethod,
  OrderStatus,
  OrderType,
  PaymentMethod,
  PriceOptionKind,
  ReservationStatus,
  SurveyQuestionType,
  TrackingIntegration,
} from './enums.ts';

describe('§4 enumerations', () => {
  it('§4 order status: 0 pending, 1 accepted, 2 rejected, 3 ready, 4 out, 5 delivered, 9 cancelled, 10 scheduled', () => {
    expect(OrderStatus).toEqual({
      pending: 0,
      accepted: 1,
      rejected: 2,
      ready: 3,
      out: 4,
      delivered: 5,
      cancelled: 9,
      scheduled: 10,
    });
  });

  it('§4 reservation status: 0 pending, 1 accepted, 2 rejected, 3 completed', () => {
    expect(ReservationStatus).toEqual({ pending: 0, accepted: 1, rejected: 2, completed: 3 });
  });

  it('§4 order type: 0 delivery, 1 dine in, 2 pickup, 3 product service', () => {
    expect(OrderType).toEqual({ delivery: 0, dineIn: 1, pickup: 2, productService: 3 });
  });

  it('§4 address type: 0 company, 1 house, 2 apartment', () => {
    expect(AddressType).toEqual({ company: 0, house: 1, apartment: 2 });
  });

  it('§4 survey question type: 1 text, 2 slider, 3 smile, 4 choices, 5 rate, 6 phone', () => {
    expect(SurveyQuestionType).toEqual({ text: 1, slider: 2, smile: 3, choices: 4, rate: 5, phone: 6 });
  });

  it('§4 price option kind: 0 starting from, 1 multiple options, 2 price on selection, 3 min-max', () => {
    expect(PriceOptionKind).toEqual({ startingFrom: 0, multipleOptions: 1, priceOnSelection: 2, minMax: 3 });
  });

  it('§1 payment methods 1–9; §3 payment_type defaults to 2 (cash)', () => {
    expect(Object.values(PaymentMethod)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(DEFAULT_PAYMENT_TYPE).toBe(2);
    expect(isPaymentMethod(9)).toBe(true);
    expect(isPaymentMethod(10)).toBe(false);
  });

  it('§1 tracking integrations 1–7', () => {
    expect(Object.values(TrackingIntegration)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
