// The infection state text of results (SPEC §4 infection state).

export const DISRUPTED_STATE = 'disrupted';

/** When 'disrupted' with conditions: the sorted conditions joined with ' + '; otherwise the state itself ('' if none). */
export function infectionStateText(state: string | null | undefined, conditions?: readonly string[] | null): string {
  if (state === DISRUPTED_STATE && conditions?.length) return [...conditions].sort().join(' + ');
  return state ?? '';
}
