// How a patient may adjust one calendar entry, and the reasons they may give (the team's decision:
// SPEC §7 names the options route but not the options). During a period, boric acid and vaginal
// probiotics may be paused (SPEC §5), hence 'period' for both types.
import type { CalendarAdjustmentType } from '../../db/schema';
import type { ReasonOption } from './treatment-plan-schemas';

export const ADJUSTMENT_TYPES = ['skip', 'reschedule'] as const satisfies readonly CalendarAdjustmentType[];

export const ADJUSTMENT_REASONS: Readonly<Record<CalendarAdjustmentType, ReasonOption[]>> = {
  skip: [
    { value: 'period', label: 'I have my period' },
    { value: 'side-effects', label: 'I had side effects' },
    { value: 'forgot', label: 'I forgot' },
    { value: 'travel', label: 'I am travelling' },
    { value: 'other', label: 'Other' },
  ],
  reschedule: [
    { value: 'period', label: 'I have my period' },
    { value: 'side-effects', label: 'I had side effects' },
    { value: 'travel', label: 'I am travelling' },
    { value: 'schedule-conflict', label: 'It does not fit my schedule' },
    { value: 'other', label: 'Other' },
  ],
};

export const isReasonFor = (type: CalendarAdjustmentType, reason: string): boolean =>
  ADJUSTMENT_REASONS[type].some((o) => o.value === reason);
