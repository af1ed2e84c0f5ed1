// The rules that make plan items from a result.
import { planItemsFor } from '../src/features/plan/plan-rules';
import type { Microbe } from '../src/features/tests/results-interpretation';

const NOW = new Date('2026-11-20T12:00:00Z');
const keys = (items: { key: string }[]) => items.map((i) => i.key);

it('a disrupted result with yeast gets the yeast items, with the Candida share in the why', () => {
  const microbes: Microbe[] = [
    { name: 'Gardnerella vaginalis', classification: 'disruptive', relative_abundance: 60 },
    { name: 'Candida albicans', classification: 'disruptive', relative_abundance: 4.5 },
    { name: 'Lactobacillus iners', classification: 'variable', relative_abundance: 35.5 },
  ];
  const items = planItemsFor({ valencia_type: 'CST IV-C1', results_ready_at: '2026-11-01T00:00:00Z', microbes }, NOW);
  expect(keys(items)).toEqual(['diet-fiber', 'diet-sugar', 'lifestyle-gentle', 'lifestyle-condoms', 'lifestyle-breathable', 'products-probiotic', 'retest']);
  expect(items.find((i) => i.key === 'diet-sugar')!.why).toContain('Candida made up 4.5% of your sample');
  expect(items.find((i) => i.key === 'retest')).toMatchObject({ title: 'Retest in 8 weeks', due_date: '2026-12-27' });
});

it('an intermediate result (CST III) retests in 3 months', () => {
  const microbes: Microbe[] = [{ name: 'Lactobacillus iners', classification: 'variable', relative_abundance: 80 }];
  const items = planItemsFor({ valencia_type: 'CST III-A', results_ready_at: '2026-11-01T00:00:00Z', microbes }, NOW);
  expect(keys(items)).toEqual(['diet-fiber', 'lifestyle-gentle', 'products-probiotic', 'retest']);
  expect(items.find((i) => i.key === 'retest')).toMatchObject({ title: 'Retest in 3 months', due_date: '2027-01-31' });
});

it('a result without its microbes explains itself by the type, never as 0% of the sample', () => {
  for (const cst of ['CST I-A', 'CST IV-B']) {
    const items = planItemsFor({ valencia_type: cst, results_ready_at: null, microbes: [] }, NOW);
    for (const item of items) {
      expect(item.why).not.toMatch(/\d%/);
      expect(item.why).not.toMatch(/undefined|null/);
    }
    expect(items.find((i) => i.key === 'retest')!.due_date).toBe(cst === 'CST I-A' ? '2027-05-21' : '2027-01-15');
  }
});
