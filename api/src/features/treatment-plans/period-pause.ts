// SPEC §5: during a period boric acid and vaginal probiotics may be paused while other treatments
// continue. Boric acid products are the ba-* slugs (ba-14); the vaginal probiotic is op-4 (SPEC §9).
const PAUSABLE_PREFIXES = ['ba-', 'op-'] as const;

/** Whether a calendar product may be paused during a period. */
export const pausesDuringPeriod = (slug: string): boolean => PAUSABLE_PREFIXES.some((prefix) => slug.startsWith(prefix));
