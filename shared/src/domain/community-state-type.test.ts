import {
  cstMeaningForClinician,
  cstMeaningForPatient,
  cstRecordDisplay,
  infectionState,
  infectionStateName,
  MICROBE_GROUPS,
  VALENCIA_TYPES,
} from './community-state-type';

describe('community state types (SPEC §4)', () => {
  it.each([
    ['CST I-A', 'optimal', /optimal, stable microbiome/, /crispatus.*: an optimal, stable microbiome\.$/, 'CST I-A: mostly Lactobacillus crispatus, the most protective bacteria (optimal)'],
    ['CST I-B', 'optimal', /optimal microbiome/, /crispatus.*: an optimal microbiome\.$/, 'CST I-B: led by Lactobacillus crispatus with a few other bacteria (optimal)'],
    ['CST II', 'optimal', /optimal/, /gasseri.*: an optimal microbiome\.$/, 'CST II: mostly Lactobacillus gasseri, a protective bacteria (optimal)'],
    ['CST III-A', 'intermediate', /in between/, /iners.*: an intermediate microbiome that can shift\.$/, 'CST III-A: mostly Lactobacillus iners, which can go either way (intermediate)'],
    ['CST III-B', 'intermediate', /in between/, /iners.*: an intermediate microbiome that can shift\.$/, 'CST III-B: led by Lactobacillus iners with a mix of other bacteria (intermediate)'],
    ['CST IV-A', 'disrupted', /Lachnocurva.*disrupted/, /linked to BV.*: disrupted\.$/, 'CST IV-A: few protective bacteria and a mix of bacteria linked to BV, including Candidatus Lachnocurva vaginae (disrupted)'],
    ['CST IV-B', 'disrupted', /Gardnerella.*disrupted/, /Gardnerella.*: disrupted\.$/, 'CST IV-B: few protective bacteria; Gardnerella vaginalis and Fannyhessea vaginae lead, a pattern linked to BV (disrupted)'],
    ['CST IV-C0', 'disrupted', /Prevotella.*disrupted/, /Prevotella: disrupted\.$/, 'CST IV-C0: few Lactobacillus and an even mix of other bacteria, often Prevotella (disrupted)'],
    ['CST IV-C1', 'disrupted', /Streptococcus.*disrupted/, /Streptococcus: disrupted\.$/, 'CST IV-C1: few Lactobacillus and mostly Streptococcus (disrupted)'],
    ['CST IV-C2', 'disrupted', /Enterococcus.*disrupted/, /Enterococcus: disrupted\.$/, 'CST IV-C2: few Lactobacillus and mostly Enterococcus (disrupted)'],
    ['CST IV-C3', 'disrupted', /Bifidobacterium.*disrupted/, /Bifidobacterium: disrupted\.$/, 'CST IV-C3: few Lactobacillus and mostly Bifidobacterium (disrupted)'],
    ['CST IV-C4', 'disrupted', /Staphylococcus.*disrupted/, /Staphylococcus: disrupted\.$/, 'CST IV-C4: few Lactobacillus and mostly Staphylococcus (disrupted)'],
    ['CST V', 'optimal', /jensenii.*optimal/, /jensenii.*: an optimal microbiome\.$/, 'CST V: mostly Lactobacillus jensenii, a protective bacteria (optimal)'],
  ] as const)('%s is %s: the patient, clinician and record wording', (type, state, patient, clinician, record) => {
    expect(infectionState(type)).toBe(state);
    expect(cstMeaningForPatient(type)).toMatch(patient);
    expect(cstMeaningForClinician(type)).toMatch(clinician);
    expect(cstRecordDisplay(type)).toBe(record);
  });

  it('has a line for every VALENCIA type', () => {
    expect(VALENCIA_TYPES).toHaveLength(13);
  });

  it('an unknown type gets a neutral line, not nothing (the record keeps it as given)', () => {
    expect(cstMeaningForPatient('CST X')).toMatch(/which bacteria lead your vaginal microbiome/);
    expect(cstMeaningForClinician('CST X')).toMatch(/which bacteria lead the vaginal microbiome/);
    expect(cstRecordDisplay('CST X')).toBe('CST X');
  });

  it.each([
    ['optimal', 'Optimal'],
    ['intermediate', 'Intermediate'],
    ['disrupted', 'Disrupted'],
    ['other', 'other'],
  ])('the state %p reads %p', (state, name) => {
    expect(infectionStateName(state)).toBe(name);
  });

  it('shows the microbe groups protective, variable, disruptive, in that order', () => {
    expect(MICROBE_GROUPS.map((g) => [g.classification, g.label])).toEqual([
      ['protective', 'Protective'],
      ['variable', 'Variable'],
      ['disruptive', 'Disruptive'],
    ]);
  });
});
