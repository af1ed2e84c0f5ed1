// Consult groups derived from the consult list, latest first (SPEC §4 derived consult groups).
import type { Consult } from './care-entities';
import { isConsultComplete } from './consult-status';

export interface ConsultGroups {
  /** Paid and not closed. */
  open: Consult[];
  completed: Consult[];
  vaginitisOrUngatedRx: Consult[];
  sti: Consult[];
  malePartner: Consult[];
  /** Ungated-rx and not closed. */
  openUngatedRx: Consult[];
  mostRecentVaginitisOrUngated: Consult | null;
  firstSti: Consult | null;
  mostRecentCompleted: Consult | null;
  firstWithRefills: Consult | null;
  latestPreSubmit: Consult | null;
  latest: Consult | null;
  latestPaid: Consult | null;
  /** The latest consult the API marks in progress (show_consult_in_progress). */
  latestInProgress: Consult | null;
  /**
   * The latest vaginitis or ungated-rx consult in progress: the one that holds her BV care (the care
   * state and the treatment lock). An STI or male-partner consult in progress locks none of it.
   */
  latestCareInProgress: Consult | null;
  /** Some consult has a message thread. */
  hasPastConsultMessages: boolean;
  /** More than one completed consult if the latest is complete, otherwise at least one. */
  hasPastTreatments: boolean;
}

type Pick = (c: Consult) => boolean;
const isVaginitisOrUngated: Pick = (c) => c.type === 'vaginitis' || c.type === 'ungated-rx';
const isComplete: Pick = (c) => isConsultComplete(c.status);

/** Groups a latest-first consult list; an empty or missing list gives empty groups and nulls. */
export function deriveConsultGroups(consults: readonly Consult[] | null | undefined): ConsultGroups {
  const all = consults ?? [];
  const only = (pick: Pick) => all.filter(pick);
  const first = (pick: Pick) => all.find(pick) ?? null;
  const completed = only(isComplete);
  const latest = all[0] ?? null;
  return {
    open: only((c) => c.consult_paid && !c.is_closed),
    completed,
    vaginitisOrUngatedRx: only(isVaginitisOrUngated),
    sti: only((c) => c.type === 'sti'),
    malePartner: only((c) => c.type === 'male-partner'),
    openUngatedRx: only((c) => c.type === 'ungated-rx' && !c.is_closed),
    mostRecentVaginitisOrUngated: first(isVaginitisOrUngated),
    firstSti: first((c) => c.type === 'sti'),
    mostRecentCompleted: completed[0] ?? null,
    firstWithRefills: first((c) => c.ready_for_refills),
    latestPreSubmit: first((c) => c.is_pre_submit),
    latest,
    latestPaid: first((c) => c.consult_paid),
    latestInProgress: first((c) => c.show_consult_in_progress),
    latestCareInProgress: first((c) => isVaginitisOrUngated(c) && c.show_consult_in_progress),
    hasPastConsultMessages: all.some((c) => c.consultmessagethread !== null),
    hasPastTreatments: latest && isComplete(latest) ? completed.length > 1 : completed.length >= 1,
  };
}
