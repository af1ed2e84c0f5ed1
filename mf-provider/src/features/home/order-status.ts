// The order statuses of GET /api/v1/provider/orders/ in words, each with a pill tone.
import type { StatusPillTone } from '@flora/shared';
import type { ProviderOrder } from './api/orders';

export const ORDER_STATUS: Record<ProviderOrder['status'], { label: string; tone: StatusPillTone }> = {
  awaiting_payment: { label: 'Awaiting your payment', tone: 'warning' },
  awaiting_patient: { label: 'Awaiting the patient', tone: 'neutral' },
  kit_sent: { label: 'Kit sent', tone: 'info' },
  activated: { label: 'Activated', tone: 'info' },
  received: { label: 'At the lab', tone: 'info' },
  results_ready: { label: 'Results ready', tone: 'success' },
  released: { label: 'Results released', tone: 'success' },
};
