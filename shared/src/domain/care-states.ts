// Where care is available (the 50 states and DC): the list itself is care-states-list.js, which the API requires too.
import { CARE_STATES, zipFitsState, zipOutOfState } from './care-states-list';

export { CARE_STATES, zipFitsState, zipOutOfState };

export const isCareAvailableIn = (state: string): boolean => (CARE_STATES as readonly string[]).includes(state);
