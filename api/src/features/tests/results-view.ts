// A ready test's results as the API answers them: the summary on the test, initial results (every
// microbe) and the problems summary (their schemas: tests-schemas).
import type { FromSchema } from 'json-schema-to-ts';
import { VALENCIA_TYPES } from '@flora/shared/domain';
import { knownCode } from '../../db/values';
import { abundanceByClassification, conditionsOf, infectionState, type Microbe } from './results-interpretation';
import type { resultsSummarySchema } from './tests-schemas';
import type { TestRow } from './tests-repository';

export type ResultsSummary = FromSchema<typeof resultsSummarySchema>;

/** The summary of a ready test (callers check readiness). */
export function toResultsSummary(test: Pick<TestRow, 'valencia_type'>, microbes: readonly Microbe[]): ResultsSummary {
  // Stored from the lab's report, which its schema held to VALENCIA_TYPES.
  const valencia = knownCode(VALENCIA_TYPES, test.valencia_type ?? '', 'user_tests.valencia_type');
  const sums = abundanceByClassification(microbes);
  return {
    valencia_type: valencia,
    infection_state: infectionState(valencia),
    conditions: conditionsOf(valencia, microbes),
    protective_percent: sums.protective,
    disruptive_percent: sums.disruptive,
    variable_percent: sums.variable,
  };
}

export const toInitialResults = (test: TestRow, microbes: Microbe[]) => ({
  hash: test.hash,
  results_ready_at: test.results_ready_at,
  ...toResultsSummary(test, microbes),
  microbes,
});

export const toProblemsSummary = (test: TestRow, microbes: readonly Microbe[]) => ({
  hash: test.hash,
  ...toResultsSummary(test, microbes),
  disruptive_microbes: microbes.filter((m) => m.classification === 'disruptive'),
});
