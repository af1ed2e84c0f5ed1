// What each VALENCIA community state type (CST) means, in plain words (SPEC §4 infection state:
// CST I, II and V optimal; III intermediate; IV disrupted). Keyed by the API's VALENCIA enum, so a
// type the API adds fails the typecheck until it has its line here.
import type { ApiResponse } from '@flora/shared/data';

export type ValenciaType = ApiResponse<'/api/v1/user-tests/{hash}/initial-results/'>['data']['valencia_type'];

const MEANINGS: Record<ValenciaType, string> = {
  'CST I-A': 'Mostly Lactobacillus crispatus, the most protective bacteria. This is an optimal, stable microbiome.',
  'CST I-B': 'Led by Lactobacillus crispatus with a few other bacteria. This is an optimal microbiome.',
  'CST II': 'Mostly Lactobacillus gasseri, a protective bacteria. This is an optimal microbiome.',
  'CST III-A': 'Mostly Lactobacillus iners, which can go either way. Your microbiome is in between and can shift.',
  'CST III-B': 'Led by Lactobacillus iners with a mix of other bacteria. Your microbiome is in between and can shift.',
  'CST IV-A': 'Few protective bacteria and a mix of bacteria linked to BV (including Candidatus Lachnocurva vaginae). Your microbiome is disrupted.',
  'CST IV-B': 'Few protective bacteria; Gardnerella vaginalis and Fannyhessea vaginae lead. This pattern is linked to BV: your microbiome is disrupted.',
  'CST IV-C0': 'Few Lactobacillus and an even mix of other bacteria, often Prevotella. Your microbiome is disrupted.',
  'CST IV-C1': 'Few Lactobacillus and mostly Streptococcus. Your microbiome is disrupted.',
  'CST IV-C2': 'Few Lactobacillus and mostly Enterococcus. Your microbiome is disrupted.',
  'CST IV-C3': 'Few Lactobacillus and mostly Bifidobacterium. Your microbiome is disrupted.',
  'CST IV-C4': 'Few Lactobacillus and mostly Staphylococcus. Your microbiome is disrupted.',
  'CST V': 'Mostly Lactobacillus jensenii, a protective bacteria. This is an optimal microbiome.',
};

/** The plain-language line for a CST, or a neutral one for a type this page does not know. */
export const cstMeaning = (valenciaType: string): string =>
  MEANINGS[valenciaType as ValenciaType] ?? 'Your community state type describes which bacteria lead your vaginal microbiome.';
