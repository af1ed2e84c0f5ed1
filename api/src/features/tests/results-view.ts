// The JSON shapes of a ready test's results: the summary on the test, initial results (every
// microbe) and the problems summary.
import type { MicrobeClassification } from '../../db/schema';
import {
  abundanceByClassification,
  type Condition,
  conditionsOf,
  type InfectionState,
  infectionState,
  MICROBE_CLASSIFICATIONS,
  type Microbe,
  VALENCIA_TYPES,
} from './results-interpretation';
import type { TestRow } from './tests-repository';

export interface ResultsSummary {
  valencia_type: string;
  infection_state: InfectionState;
  conditions: Condition[];
  protective_percent: number;
  disruptive_percent: number;
  variable_percent: number;
}

/** The summary of a ready test (callers check readiness). */
export function toResultsSummary(test: Pick<TestRow, 'valencia_type'>, microbes: readonly Microbe[]): ResultsSummary {
  const valencia = test.valencia_type ?? '';
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

export const toInitialResults = (test: TestRow, microbes: readonly Microbe[]) => ({
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

const percent = { type: 'number', minimum: 0, maximum: 100 } as const;

export const microbeSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    classification: { type: 'string', enum: [...MICROBE_CLASSIFICATIONS] as MicrobeClassification[] },
    relative_abundance: { ...percent, description: 'Percent of the sample.' },
  },
  required: ['name', 'classification', 'relative_abundance'],
} as const;

export const resultsSummaryProperties = {
  valencia_type: { type: 'string', enum: [...VALENCIA_TYPES], description: 'The VALENCIA community state type.' },
  infection_state: {
    type: 'string',
    enum: ['optimal', 'intermediate', 'disrupted'],
    description: 'CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.',
  },
  conditions: {
    type: 'array',
    items: { type: 'string', enum: ['BV', 'Yeast'] },
    description: 'BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more.',
  },
  protective_percent: percent,
  disruptive_percent: percent,
  variable_percent: percent,
} as const;

const summaryRequired = Object.keys(resultsSummaryProperties);

export const resultsSummarySchema = {
  type: 'object',
  properties: resultsSummaryProperties,
  required: summaryRequired,
} as const;

export const initialResultsSchema = {
  type: 'object',
  properties: {
    hash: { type: 'string' },
    results_ready_at: { type: ['string', 'null'] },
    ...resultsSummaryProperties,
    microbes: { type: 'array', items: microbeSchema, description: 'Most abundant first.' },
  },
  required: ['hash', 'results_ready_at', ...summaryRequired, 'microbes'],
} as const;

export const problemsSummarySchema = {
  type: 'object',
  properties: {
    hash: { type: 'string' },
    ...resultsSummaryProperties,
    disruptive_microbes: { type: 'array', items: microbeSchema, description: 'The disruptive microbes, most abundant first.' },
  },
  required: ['hash', ...summaryRequired, 'disruptive_microbes'],
} as const;
