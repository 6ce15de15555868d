import { z } from 'zod';
import { localizedTextSchema } from '../admin/admin.ts';
import { money } from '../common.ts';
import { scheduledOrdersSchema } from '../restaurant.ts';

// The back office's business programmes ([product: Back office], ADR 1140–1143): wallet packages
// and the wallet's switch and terms, surveys and their questions, the storefront's policies, and
// each branch's booking capacity and scheduled-order windows. Write bodies are checked by the
// server with these schemas and refused with a 422 naming each bad field (`details.fields`).

/** A row version (`xmin`, ADR 1002) or a screen's hash (ADR 1120): a stale one answers 409. */
const version = z.string().regex(/^[0-9]{1,20}$/);

/** A long text per business locale (policies, wallet terms): up to 5,000 characters each. */
export const POLICY_TEXT_MAX = 5000;
const longTextSchema = z.record(
  z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/),
  z.string().trim().max(POLICY_TEXT_MAX),
);

// ── Wallet ──────────────────────────────────────────────────────────────────────────────────

export const walletPackageWriteSchema = z.object({
  name: localizedTextSchema,
  description: localizedTextSchema.default({}),
  /** What the diner pays, minor units. */
  price: money.min(1, 'Above zero').max(1_000_000_000),
  /** What lands in the wallet, minor units: at least the price (the rest is a bonus). */
  credit: money.min(1, 'Above zero').max(1_000_000_000),
  /** Days after purchase the bonus expires; null: never. */
  bonus_expiry_days: z.number().int().min(1).max(3650).nullable().default(null),
  active: z.boolean().default(true),
  version: version.optional(),
});
export type WalletPackageWrite = z.input<typeof walletPackageWriteSchema>;

export const walletSettingsWriteSchema = z.object({
  enable_wallet: z.boolean(),
  /** The wallet's terms (`policies.wallet`), shown on the wallet's pages. */
  policy: longTextSchema.default({}),
  version: version.optional(),
});
export type WalletSettingsWrite = z.input<typeof walletSettingsWriteSchema>;

export type AdminWalletPackage = {
  id: number;
  name: Record<string, string>;
  description: Record<string, string>;
  price: number;
  credit: number;
  bonus_expiry_days: number | null;
  active: boolean;
  /** Purchases of it: a bought package is retired, never deleted (ADR 1140). */
  purchases: number;
  version: string;
};

export type AdminWallet = {
  enable_wallet: boolean;
  policy: Record<string, string>;
  currency: string;
  packages: AdminWalletPackage[];
  /** The switch and terms' version (a hash of what they show, ADR 1120). */
  version: string;
};
export type AdminWalletResponse = { error: 0; wallet: AdminWallet };
export type AdminWalletPackageResponse = { error: 0; package: AdminWalletPackage };
/** Removing: deleted when never bought, else retired (switched off). */
export type AdminRemovalResponse = { error: 0; removed: 'deleted' | 'retired' };

// ── Policies ────────────────────────────────────────────────────────────────────────────────

/** The policies the storefront's policies page shows, in its order (the wallet's is the wallet page's). */
export const POLICY_KINDS = ['privacy', 'terms', 'refund'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const policiesWriteSchema = z.object({
  privacy: longTextSchema.default({}),
  terms: longTextSchema.default({}),
  refund: longTextSchema.default({}),
  version: version.optional(),
});
export type PoliciesWrite = z.input<typeof policiesWriteSchema>;
export type AdminPolicies = Record<PolicyKind, Record<string, string>> & { version: string };
export type AdminPoliciesResponse = { error: 0; policies: AdminPolicies };

// ── Surveys ─────────────────────────────────────────────────────────────────────────────────

export const SURVEY_PERIODS = ['once', 'day', 'week', 'month'] as const;

export const surveyWriteSchema = z.object({
  title: localizedTextSchema,
  description: localizedTextSchema.default({}),
  thank_you: localizedTextSchema.default({}),
  period: z.enum(SURVEY_PERIODS).default('month'),
  active: z.boolean().default(true),
  version: version.optional(),
});
export type SurveyWrite = z.input<typeof surveyWriteSchema>;

/** [product: Feedback] question kinds: 1 text, 2 slider, 3 smile, 4 choices, 5 rate, 6 phone. */
export const SURVEY_QUESTION_KINDS = [1, 2, 3, 4, 5, 6] as const;

export const surveyQuestionWriteSchema = z.object({
  kind: z.union(SURVEY_QUESTION_KINDS.map((k) => z.literal(k))),
  title: localizedTextSchema,
  required: z.boolean().default(false),
  /** Text: several lines, and the longest answer. */
  multiline: z.boolean().default(true),
  max_length: z.number().int().min(1).max(1000).default(1000),
  /** Slider: its range, step and end labels. */
  min: z.number().int().min(-1000).max(1000).default(0),
  max: z.number().int().min(-1000).max(1000).default(10),
  step: z.number().int().min(1).max(1000).default(1),
  min_label: localizedTextSchema.default({}),
  max_label: localizedTextSchema.default({}),
  /** Choices: one or several, and the options (an option keeps its id when edited). */
  multiple: z.boolean().default(false),
  options: z
    .array(z.object({ id: z.number().int().positive().optional(), label: localizedTextSchema }))
    .max(20)
    .default([]),
  /** Rate: how many stars. */
  stars: z.number().int().min(3).max(10).default(5),
  version: version.optional(),
});
export type SurveyQuestionWrite = z.input<typeof surveyQuestionWriteSchema>;

export const questionMoveSchema = z.object({
  direction: z.enum(['up', 'down']),
  version: version.optional(),
});

export type AdminSurveyQuestion = {
  id: number;
  kind: 1 | 2 | 3 | 4 | 5 | 6;
  title: Record<string, string>;
  required: boolean;
  multiline: boolean;
  max_length: number;
  min: number;
  max: number;
  step: number;
  min_label: Record<string, string>;
  max_label: Record<string, string>;
  multiple: boolean;
  options: { id: number; label: Record<string, string> }[];
  stars: number;
};

export type AdminSurvey = {
  id: number;
  title: Record<string, string>;
  description: Record<string, string>;
  thank_you: Record<string, string>;
  period: (typeof SURVEY_PERIODS)[number];
  active: boolean;
  /** Answers given: a survey with answers is retired, never deleted (ADR 1141). */
  responses: number;
  questions: AdminSurveyQuestion[];
  /** The survey row's version: every question write moves it too. */
  version: string;
};
export type AdminSurveysResponse = { error: 0; surveys: AdminSurvey[] };
export type AdminSurveyResponse = { error: 0; survey: AdminSurvey };

// ── Bookings and scheduled orders ───────────────────────────────────────────────────────────

const capacitySchema = z.object({
  /** People at once; null: no limit (tables or staff decide, ADR 801). */
  covers_per_slot: z.number().int().min(1).max(100_000).nullable(),
  duration_minutes: z.number().int().min(15).max(1440),
  slot_minutes: z.number().int().min(5).max(240),
});

const advanceSchema = z.object({
  interval: z.number().int().min(0).max(1000),
  scale: z.enum(['min', 'hour', 'day']),
});
const scheduledWriteSchema = scheduledOrdersSchema.extend({
  min_advance: advanceSchema,
  max_advance: advanceSchema,
});

export const bookingSettingsWriteSchema = z.object({
  /** The business's booking terms (`settings.reservation`). */
  reservation: z.object({
    enabled: z.boolean(),
    with_table: z.boolean(),
    /** 1: a table only; 2: a table with a pre-order. */
    type: z.union([z.literal(1), z.literal(2)]),
    max_users: z.number().int().min(1).max(100),
    /** Minutes ahead a booking must be made. */
    min_advance: z.number().int().min(0).max(43_200),
    /** Minutes before the start an accepted booking can still be cancelled. */
    cancel_cutoff: z.number().int().min(0).max(10_080),
  }),
  branches: z
    .array(
      z.object({
        id: z.number().int().positive(),
        capacity: capacitySchema,
        scheduled_orders: z.object({ delivery: scheduledWriteSchema, pickup: scheduledWriteSchema }),
      }),
    )
    .max(200),
  version: version.optional(),
});
export type BookingSettingsWrite = z.input<typeof bookingSettingsWriteSchema>;
export type ScheduledWindow = z.infer<typeof scheduledWriteSchema>;

export type AdminBookingSettings = z.infer<typeof bookingSettingsWriteSchema>['reservation'];
export type AdminBranchBooking = {
  id: number;
  name: Record<string, string>;
  capacity: z.infer<typeof capacitySchema>;
  scheduled_orders: { delivery: ScheduledWindow; pickup: ScheduledWindow };
};
export type AdminBookings = {
  reservation: AdminBookingSettings;
  branches: AdminBranchBooking[];
  version: string;
};
export type AdminBookingsResponse = { error: 0; bookings: AdminBookings };
