// An order's status (the API's, see api provider-order-status.ts) in the provider's words: the
// step of the journey it reached, the tone of its pill and what it means; Home and Tests say the same.
import type { StatusPillTone } from '@flora/shared';
import type { ProviderOrder } from './api/provider-orders';

export type OrderStatus = ProviderOrder['status'];

interface Progress {
  label: string;
  tone: StatusPillTone;
  /** 1..PROGRESS_STEPS along the journey. */
  step: number;
  /** One line on what happens next. */
  next: string;
}

export const PROGRESS_STEPS = 6;

export const ORDER_PROGRESS: Record<OrderStatus, Progress> = {
  awaiting_payment: { label: 'Awaiting payment', tone: 'warning', step: 1, next: 'Pay for this order so your patient can accept it.' },
  awaiting_patient: { label: 'Awaiting the patient', tone: 'neutral', step: 1, next: 'Your patient has not accepted the invitation yet.' },
  kit_sent: { label: 'Accepted · kit sent', tone: 'info', step: 2, next: 'The patient accepted the test and the kit is on its way; she has not activated it yet.' },
  activated: { label: 'Activated', tone: 'info', step: 3, next: 'The patient activated the kit; the sample is on its way to the lab.' },
  received: { label: 'At the lab', tone: 'info', step: 4, next: 'The lab has the sample and is analysing it.' },
  results_ready: { label: 'Results ready', tone: 'success', step: 5, next: 'Results are ready, but the patient has not released them to you.' },
  released: { label: 'Released', tone: 'success', step: 6, next: 'Results are released to you.' },
};

/** The filter's choices, in the journey's order. */
export const PROGRESS_FILTERS: { value: OrderStatus; label: string }[] = (Object.keys(ORDER_PROGRESS) as OrderStatus[]).map((value) => ({
  value,
  label: ORDER_PROGRESS[value].label,
}));
