// What each VALENCIA community state type (CST) means, in plain words for the clinician (SPEC §4
// infection state: CST I, II and V optimal; III intermediate; IV disrupted).
const MEANINGS: Record<string, string> = {
  'CST I-A': 'Mostly Lactobacillus crispatus, the most protective bacteria: an optimal, stable microbiome.',
  'CST I-B': 'Led by Lactobacillus crispatus with a few other bacteria: an optimal microbiome.',
  'CST II': 'Mostly Lactobacillus gasseri, a protective bacteria: an optimal microbiome.',
  'CST III-A': 'Mostly Lactobacillus iners, which can go either way: an intermediate microbiome that can shift.',
  'CST III-B': 'Led by Lactobacillus iners with a mix of other bacteria: an intermediate microbiome that can shift.',
  'CST IV-A': 'Few protective bacteria and a mix of BV-associated bacteria (including Candidatus Lachnocurva vaginae): disrupted.',
  'CST IV-B': 'Few protective bacteria; Gardnerella vaginalis and Fannyhessea vaginae lead, a pattern linked to BV: disrupted.',
  'CST IV-C0': 'Few Lactobacillus and an even mix of other bacteria, often Prevotella: disrupted.',
  'CST IV-C1': 'Few Lactobacillus and mostly Streptococcus: disrupted.',
  'CST IV-C2': 'Few Lactobacillus and mostly Enterococcus: disrupted.',
  'CST IV-C3': 'Few Lactobacillus and mostly Bifidobacterium: disrupted.',
  'CST IV-C4': 'Few Lactobacillus and mostly Staphylococcus: disrupted.',
  'CST V': 'Mostly Lactobacillus jensenii, a protective bacteria: an optimal microbiome.',
};

export const cstMeaning = (valenciaType: string): string =>
  MEANINGS[valenciaType] ?? 'The community state type says which bacteria lead the vaginal microbiome.';

const STATES: Record<string, string> = { optimal: 'Optimal', intermediate: 'Intermediate', disrupted: 'Disrupted' };
export const infectionStateName = (state: string): string => STATES[state] ?? state;
