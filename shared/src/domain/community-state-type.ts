// What a result's VALENCIA community state type (CST) means (SPEC §4 infection state: CST I, II and V
// optimal; III intermediate; IV disrupted), and the microbe groups results are shown in. One table of
// which bacteria lead each type; the wording differs by reader, side by side: the patient's
// (My Results, Compare), the clinician's (the clinic's patient summary) and the record's (the FHIR
// export's display).

export const VALENCIA_TYPES = [
  'CST I-A',
  'CST I-B',
  'CST II',
  'CST III-A',
  'CST III-B',
  'CST IV-A',
  'CST IV-B',
  'CST IV-C0',
  'CST IV-C1',
  'CST IV-C2',
  'CST IV-C3',
  'CST IV-C4',
  'CST V',
] as const;
export type ValenciaType = (typeof VALENCIA_TYPES)[number];

export type InfectionState = 'optimal' | 'intermediate' | 'disrupted';

/** The state of the microbiome a CST stands for: IV disrupted, III intermediate, the rest optimal. */
export function infectionState(valenciaType: string): InfectionState {
  if (valenciaType.startsWith('CST IV')) return 'disrupted';
  if (valenciaType.startsWith('CST III')) return 'intermediate';
  return 'optimal';
}

const INFECTION_STATE_NAMES: Readonly<Record<InfectionState, string>> = { optimal: 'Optimal', intermediate: 'Intermediate', disrupted: 'Disrupted' };

/** An infection state as a heading or pill says it ('Optimal'); an unknown one as given. */
export const infectionStateName = (state: string): string => INFECTION_STATE_NAMES[state as InfectionState] ?? state;

/** Which bacteria lead each type (`stable`: the one optimal type that also stays put). */
const LEADING_BACTERIA: Readonly<Record<ValenciaType, { leads: string; stable?: true }>> = {
  'CST I-A': { leads: 'Mostly Lactobacillus crispatus, the most protective bacteria', stable: true },
  'CST I-B': { leads: 'Led by Lactobacillus crispatus with a few other bacteria' },
  'CST II': { leads: 'Mostly Lactobacillus gasseri, a protective bacteria' },
  'CST III-A': { leads: 'Mostly Lactobacillus iners, which can go either way' },
  'CST III-B': { leads: 'Led by Lactobacillus iners with a mix of other bacteria' },
  'CST IV-A': { leads: 'Few protective bacteria and a mix of bacteria linked to BV, including Candidatus Lachnocurva vaginae' },
  'CST IV-B': { leads: 'Few protective bacteria; Gardnerella vaginalis and Fannyhessea vaginae lead, a pattern linked to BV' },
  'CST IV-C0': { leads: 'Few Lactobacillus and an even mix of other bacteria, often Prevotella' },
  'CST IV-C1': { leads: 'Few Lactobacillus and mostly Streptococcus' },
  'CST IV-C2': { leads: 'Few Lactobacillus and mostly Enterococcus' },
  'CST IV-C3': { leads: 'Few Lactobacillus and mostly Bifidobacterium' },
  'CST IV-C4': { leads: 'Few Lactobacillus and mostly Staphylococcus' },
  'CST V': { leads: 'Mostly Lactobacillus jensenii, a protective bacteria' },
};

const known = (valenciaType: string) => (LEADING_BACTERIA as Record<string, { leads: string; stable?: true } | undefined>)[valenciaType];

const optimal = (stable?: true) => (stable ? 'an optimal, stable microbiome' : 'an optimal microbiome');

/** The patient's line for a CST, in plain words; a neutral one for a type she cannot be told about. */
export function cstMeaningForPatient(valenciaType: string): string {
  const cst = known(valenciaType);
  if (!cst) return 'Your community state type describes which bacteria lead your vaginal microbiome.';
  const verdict = {
    optimal: `This is ${optimal(cst.stable)}.`,
    intermediate: 'Your microbiome is in between and can shift.',
    disrupted: 'Your microbiome is disrupted.',
  }[infectionState(valenciaType)];
  return `${cst.leads}. ${verdict}`;
}

/** The clinician's line for a CST; a neutral one for an unknown type. */
export function cstMeaningForClinician(valenciaType: string): string {
  const cst = known(valenciaType);
  if (!cst) return 'The community state type says which bacteria lead the vaginal microbiome.';
  const verdict = {
    optimal: optimal(cst.stable),
    intermediate: 'an intermediate microbiome that can shift',
    disrupted: 'disrupted',
  }[infectionState(valenciaType)];
  return `${cst.leads}: ${verdict}.`;
}

/** A record's display of a CST ("CST I-A: mostly Lactobacillus crispatus, … (optimal)"); an unknown type as given. */
export function cstRecordDisplay(valenciaType: string): string {
  const cst = known(valenciaType);
  if (!cst) return valenciaType;
  return `${valenciaType}: ${cst.leads[0].toLowerCase()}${cst.leads.slice(1)} (${infectionState(valenciaType)})`;
}

export type MicrobeClassification = 'protective' | 'variable' | 'disruptive';

/** The groups microbes are shown in, in the order every chart and table shows them (My Results, the PDF). */
export const MICROBE_GROUPS: ReadonlyArray<{ classification: MicrobeClassification; label: string; hint: string }> = [
  { classification: 'protective', label: 'Protective', hint: 'Bacteria that keep your microbiome healthy.' },
  { classification: 'variable', label: 'Variable', hint: 'Bacteria that can help or harm, depending on the rest.' },
  { classification: 'disruptive', label: 'Disruptive', hint: 'Bacteria linked to symptoms and infections like BV.' },
];
