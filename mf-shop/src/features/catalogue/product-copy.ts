// What each product page says a product is for and how to use it. Decision: this copy is editorial
// content owned by the shop front end (the catalogue API holds prices and plans, not prose); a
// product without an entry shows a short general line. The safety copy comes from SPEC §5
// (shared safety-copy.ts), chosen per product here.
import type { SafetyTopic } from '@flora/shared/domain';

export interface ProductCopy {
  /** What it is for (one or two sentences). */
  purpose: string;
  /** How to use it, step by step. */
  howToUse: string[];
  /** The SPEC §5 safety notes that apply. */
  safety: SafetyTopic[];
}

const VAGINAL_TREATMENT: SafetyTopic[] = ['pregnancy', 'sex'];

export const PRODUCT_COPY: Record<string, ProductCopy> = {
  'ba-14': {
    purpose: 'Boric acid suppositories restore a healthy vaginal pH and help clear bacterial vaginosis and yeast that keep coming back.',
    howToUse: ['Wash your hands.', 'Insert one suppository vaginally at bedtime.', 'Use every night for the days your clinician prescribes.', 'Wear a panty liner: some discharge is normal.'],
    safety: [...VAGINAL_TREATMENT, 'period'],
  },
  'af-1': {
    purpose: 'A single oral dose of fluconazole (Diflucan) that treats a vaginal yeast infection.',
    howToUse: ['Take one tablet by mouth, with or without food.', 'Symptoms usually ease within three days.'],
    safety: ['pregnancy'],
  },
  'af-3': {
    purpose: 'Three oral doses of fluconazole for yeast infections that are severe or keep coming back.',
    howToUse: ['Take one tablet by mouth.', 'Take the next tablets three days apart, as your clinician prescribes.'],
    safety: ['pregnancy'],
  },
  'soo-3': {
    purpose: 'A soothing anti-itch cream that calms vulvar itching and irritation while your treatment works.',
    howToUse: ['Apply a thin layer to the outer vulvar skin.', 'Use up to three times a day, as needed.'],
    safety: ['pregnancy'],
  },
  'est-1': {
    purpose: 'A low-dose vaginal estradiol cream that supports the vaginal lining and its healthy bacteria.',
    howToUse: ['Fill the applicator to the prescribed dose.', 'Insert vaginally at bedtime.', 'Use as often as your clinician prescribes.'],
    safety: VAGINAL_TREATMENT,
  },
  'bv-treatment-program': {
    purpose: 'A complete, clinician-prescribed program for bacterial vaginosis: treatments chosen for your results, a treatment calendar and a retest.',
    howToUse: ['Complete your clinical intake after checkout.', 'A clinician reviews it and prescribes your treatments.', 'Follow your treatment calendar, then retest.'],
    safety: ['pregnancy', 'metronidazole', 'sex'],
  },
  'op-4': {
    purpose: 'A daily vaginal probiotic with lactobacillus strains that help keep your microbiome balanced after treatment and every day.',
    howToUse: ['Insert one capsule vaginally at bedtime.', 'Use daily, or as your treatment calendar shows.'],
    safety: ['period', 'sex'],
  },
  'vaginal-microbiome-test': {
    purpose: 'An at-home test of your vaginal microbiome: which bacteria and yeast are there, and what they mean for your symptoms and care.',
    howToUse: ['Activate your kit in My Tests.', 'Take your sample with the swab at home and answer your health history.', 'Mail it back; your results come in about two weeks.'],
    safety: [],
  },
};

export const GENERAL_COPY: ProductCopy = {
  purpose: 'Part of Flora care, chosen by our clinicians.',
  howToUse: ['Follow the instructions that come with it.'],
  safety: [],
};
