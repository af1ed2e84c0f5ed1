import type { PlanItem } from './api/plan';
import { groupByCategory } from './plan-categories';

const item = (id: number, category: PlanItem['category'], position: number): PlanItem => ({
  id,
  key: `k${id}`,
  category,
  title: `Item ${id}`,
  why: 'Because.',
  position,
  done: false,
  done_at: null,
  due_date: null,
  product: null,
});

test('groups items by category in page order, each in plan order, leaving out empty categories', () => {
  const groups = groupByCategory([item(1, 'retest', 50), item(2, 'diet', 20), item(3, 'products', 40), item(4, 'diet', 10)]);
  expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
    ['Diet', [4, 2]],
    ['Products', [3]],
    ['Retest timing', [1]],
  ]);
});
