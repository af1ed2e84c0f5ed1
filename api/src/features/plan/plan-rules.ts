// Which plan items a result calls for (the team's rules; SPEC shows none). Each item has a category
// (diet, lifestyle, products, retest), a title, a short "why" tied to her own result (the community
// state type, the share of protective / disruptive bacteria, the microbe that leads, Candida) and a
// position. The rules:
//   every result   -> diet-fiber (fiber and fermented foods), lifestyle-gentle (no douching),
//                     products-probiotic (op-4, the vaginal probiotic), retest (when to test again)
//   disrupted      -> lifestyle-condoms (semen raises pH while the microbiome recovers)
//   BV             -> diet-sugar, lifestyle-alcohol (72 hours, SPEC §9), products-treatment (care)
//   Yeast          -> diet-sugar, lifestyle-breathable
//   retest timing  -> disrupted: 8 weeks after the results; intermediate: 3 months; optimal: 6 months
import { addDaysToDay, utcDayOf } from '@flora/shared/domain';
import type { PlanCategory } from '../../db/schema';
import { abundanceByClassification, type Condition, conditionsOf, type InfectionState, infectionState, type Microbe, ROUTINE_ESSENTIALS } from '../tests';

export const PLAN_CATEGORIES = ['diet', 'lifestyle', 'products', 'retest'] as const satisfies readonly PlanCategory[];
export const PROBIOTIC_SLUG = ROUTINE_ESSENTIALS[0];
/** SPEC §9: alcohol avoidance 72 hours. */
export const ALCOHOL_AVOIDANCE_HOURS = 72;

export const RETEST_AFTER_DAYS: Readonly<Record<InfectionState, number>> = { disrupted: 56, intermediate: 91, optimal: 182 };
const RETEST_TITLES: Readonly<Record<InfectionState, string>> = {
  disrupted: 'Retest in 8 weeks',
  intermediate: 'Retest in 3 months',
  optimal: 'Retest in 6 months',
};

export interface PlanItemRule {
  key: string;
  category: PlanCategory;
  title: string;
  why: string;
  product_slug: string | null;
  due_date: string | null;
}

export interface PlanResult {
  valencia_type: string;
  results_ready_at: string | null;
  microbes: readonly Microbe[];
}

const pct = (n: number) => `${Math.round(n * 10) / 10}%`;

/** The plan items a ready result calls for, in plan order (positions are assigned by the caller from this order). */
export function planItemsFor(result: PlanResult, now: Date): PlanItemRule[] {
  const cst = result.valencia_type;
  const state = infectionState(cst);
  const conditions: Condition[] = conditionsOf(cst, result.microbes);
  const sums = abundanceByClassification(result.microbes);
  // A result may come without its microbes (older results): then the why names the type, not shares.
  const measured = result.microbes.length > 0;
  const leader = measured ? result.microbes[0].name : 'protective Lactobacillus';
  const leadingDisruptive = result.microbes.find((m) => m.classification === 'disruptive')?.name;
  const candida = result.microbes.filter((m) => /^candida\b/i.test(m.name)).reduce((sum, m) => sum + m.relative_abundance, 0);
  const bv = conditions.includes('BV');
  const yeast = conditions.includes('Yeast');
  const healthy = state === 'optimal';
  /** "Protective bacteria make up only 2% of your sample" / "Your result (CST IV-B) shows too few protective bacteria". */
  const protective = healthy
    ? measured
      ? `Protective bacteria make up ${pct(sums.protective)} of your sample`
      : `Your result (${cst}) is led by protective Lactobacillus`
    : measured
      ? `Protective bacteria make up only ${pct(sums.protective)} of your sample`
      : `Your result (${cst}) shows fewer protective bacteria than is ideal`;

  const items: PlanItemRule[] = [];
  const add = (key: string, category: PlanCategory, title: string, why: string, extra: Partial<PlanItemRule> = {}) =>
    items.push({ key, category, title, why, product_slug: null, due_date: null, ...extra });

  // Diet
  add(
    'diet-fiber',
    'diet',
    'Eat fiber and fermented foods every day',
    healthy
      ? `${protective}. Fiber and fermented foods such as yogurt, kefir and kimchi help Lactobacillus stay in the lead.`
      : `${protective}. Fiber and fermented foods such as yogurt, kefir and kimchi feed the Lactobacillus you want more of.`,
  );
  if (bv || yeast) {
    add(
      'diet-sugar',
      'diet',
      'Cut back on added sugar',
      yeast
        ? `Candida made up ${pct(candida)} of your sample. Yeast grows on sugar, so less of it helps keep Candida in check.`
        : `Your result (${cst}) shows BV${leadingDisruptive ? `, led by ${leadingDisruptive}` : ''}. Diets high in added sugar are linked with this kind of community.`,
    );
  }

  // Lifestyle
  add(
    'lifestyle-gentle',
    'lifestyle',
    healthy ? 'Keep your routine gentle' : 'Skip douching and scented washes',
    healthy
      ? `Your result (${cst}) is led by ${leader}, the healthiest kind of community. Skipping douches and scented washes helps keep it that way.`
      : `Douching and scented products wash away protective bacteria. ${protective}. Warm water on the outside is all you need.`,
  );
  if (state === 'disrupted') {
    add(
      'lifestyle-condoms',
      'lifestyle',
      'Use condoms while your microbiome recovers',
      `Semen raises vaginal pH, which helps disruptive bacteria (${measured ? `${pct(sums.disruptive)} of your sample` : `behind your ${cst} result`}) grow back. Condoms protect the recovery.`,
    );
  }
  if (bv) {
    add(
      'lifestyle-alcohol',
      'lifestyle',
      `Avoid alcohol during BV treatment and for ${ALCOHOL_AVOIDANCE_HOURS} hours after`,
      `Your result shows BV. Some BV medicines react badly with alcohol, so hold off while you take them and for ${ALCOHOL_AVOIDANCE_HOURS} hours after the last dose.`,
    );
  }
  if (yeast) {
    add(
      'lifestyle-breathable',
      'lifestyle',
      'Choose breathable cotton underwear',
      `Candida (${pct(candida)} of your sample) thrives where it is warm and damp. Cotton and changing out of damp clothes soon help.`,
    );
  }

  // Products
  add(
    'products-probiotic',
    'products',
    'Take a vaginal probiotic daily',
    healthy ? `${protective}. A daily vaginal probiotic helps keep it that way.` : `${protective}. A daily vaginal probiotic helps them take hold again.`,
    { product_slug: PROBIOTIC_SLUG },
  );
  if (bv) {
    add(
      'products-treatment',
      'products',
      'Talk to a clinician about BV treatment',
      `Your result (${cst}) shows BV${leadingDisruptive ? `, led by ${leadingDisruptive}` : ''}. A Flora clinician can prescribe treatment within 21 days of your results.`,
    );
  }

  // Retest timing
  const days = RETEST_AFTER_DAYS[state];
  const retestWhy: Record<InfectionState, string> = {
    disrupted: `A retest about 8 weeks after your results shows whether treatment and these changes moved your microbiome on from ${cst}.`,
    intermediate: `Communities like yours (${cst}) can tip either way. A retest in 3 months shows which way yours went.`,
    optimal: `Your microbiome is in an optimal state (${cst}). A check every 6 months catches a change early.`,
  };
  add('retest', 'retest', RETEST_TITLES[state], retestWhy[state], {
    due_date: addDaysToDay(utcDayOf(result.results_ready_at ? new Date(result.results_ready_at) : now), days),
  });

  return items;
}
