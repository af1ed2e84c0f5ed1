// The plan's categories in the order the page shows them, with their headings; items keep plan
// order (position) inside each, and a category without items is left out.
import type { PlanItem } from './api/plan';

export const CATEGORY_LABELS: Readonly<Record<PlanItem['category'], string>> = {
  diet: 'Diet',
  lifestyle: 'Lifestyle',
  products: 'Products',
  retest: 'Retest timing',
};

const ORDER = Object.keys(CATEGORY_LABELS) as PlanItem['category'][];

export interface PlanGroup {
  category: PlanItem['category'];
  label: string;
  items: PlanItem[];
}

export function groupByCategory(items: readonly PlanItem[]): PlanGroup[] {
  const sorted = [...items].sort((a, b) => a.position - b.position);
  return ORDER.map((category) => ({ category, label: CATEGORY_LABELS[category], items: sorted.filter((i) => i.category === category) })).filter(
    (group) => group.items.length > 0,
  );
}
