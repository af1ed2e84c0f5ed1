// The plan page's UI state (SPEC §3 plan UI state), held in the client store's plan slice.

export interface PlanUiState {
  moveTestUpError: string | null;
  submitFeedbackError: string | null;
  researchModalOpen: boolean;
  /** Which step of the plan modal is open; null when closed (SPEC §3: initially null). */
  planModalStep: string | null;
}

export const INITIAL_PLAN_UI_STATE: Readonly<PlanUiState> = Object.freeze({
  moveTestUpError: null,
  submitFeedbackError: null,
  researchModalOpen: false,
  planModalStep: null,
});
