/**
 * The waiting list of a sold-out event (issue 53, docs/tickets.md): joining it (an email
 * and a number of places, no account), leaving it, the organiser's list, and the stock
 * of a tier an organiser raises.
 */
import { z } from 'zod';
import { WAITING_LIST_MAX_PLACES } from '@/lib/rules/waitingList';
import { Email, FormTypeSchema, Id, IsoDateTime, Slug } from './common';

export const WAITING_LIST_STATES = ['Waiting', 'Offered', 'Accepted', 'Expired', 'Left'] as const;

export const WaitingListJoinBodySchema = z.object({
  email: Email,
  quantity: z.int().min(1).max(WAITING_LIST_MAX_PLACES),
  /** The sold-out tier; absent or null: any tier of the event. */
  tierId: Id.nullable().optional(),
});
export type WaitingListJoinBody = z.output<typeof WaitingListJoinBodySchema>;

/** What the person who joined is told (and keeps: `leaveToken` takes them off the list). */
export const WaitingListJoinedSchema = z.object({
  id: Id,
  organizationSlug: Slug,
  formSlug: Slug,
  formType: FormTypeSchema,
  tierId: Id.nullable(),
  email: Email,
  quantity: z.int().min(1),
  state: z.enum(WAITING_LIST_STATES),
  /** 1 for the first in line. */
  position: z.int().min(1),
  /** How long an offer holds the places once they are freed. */
  offerHours: z.int().min(1),
  leaveToken: z.string(),
  createdAt: IsoDateTime,
});
export type WaitingListJoined = z.output<typeof WaitingListJoinedSchema>;

export const WaitingListLeaveQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** One entry as the form's administrators read it. */
export const WaitingListEntrySchema = z.object({
  id: Id,
  tierId: Id.nullable(),
  email: z.string(),
  quantity: z.int().min(1),
  locale: z.enum(['fr', 'en']),
  state: z.enum(WAITING_LIST_STATES),
  /** In line among the entries still Waiting; null for the others. */
  position: z.int().min(1).nullable(),
  cartId: z.string().nullable(),
  /** The journey that opens the offer's held cart, while the offer lives. */
  offerUrl: z.string().nullable(),
  offeredAt: IsoDateTime.nullable(),
  offerExpiresAt: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
});

export const WaitingListSchema = z.object({
  organizationSlug: Slug,
  formSlug: Slug,
  offerHours: z.int().min(1),
  data: z.array(WaitingListEntrySchema),
});

/** PATCH …/tiers/{tierId}: the tier's places on sale (sold ones included). */
export const TierStockBodySchema = z.object({ stock: z.int().min(0).max(1_000_000) });

export const TierStockSchema = z.object({
  tierId: Id,
  stock: z.int().min(0),
  sold: z.int().min(0),
  /** Offers the change made to people waiting. */
  offered: z.int().min(0),
});
