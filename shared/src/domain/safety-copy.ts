// Treatment safety copy (SPEC §5); the hours come from the constants of SPEC §9.
import { ALCOHOL_AVOIDANCE_HOURS, UNPROTECTED_SEX_WAIT_HOURS } from './constants';

export const SAFETY_COPY = {
  pregnancy:
    'Do not take any treatment while pregnant: boric acid, Diflucan and anti-itch cream are not safe during pregnancy.',
  metronidazole: `If your treatment includes metronidazole, do not drink alcohol during treatment and for ${ALCOHOL_AVOIDANCE_HOURS} hours after your last dose.`,
  period:
    'During your period you may pause boric acid and vaginal probiotics; continue your other treatments as scheduled.',
  sex: `Avoid unprotected sex for at least ${UNPROTECTED_SEX_WAIT_HOURS} hours after vaginal treatments.`,
} as const;
export type SafetyTopic = keyof typeof SAFETY_COPY;

/** Treatments that may pause during a period (SPEC §5); all others continue. */
export const PAUSABLE_DURING_PERIOD = ['boric acid', 'vaginal probiotics'] as const;
