import { prescriptionFixture } from '@flora/tools/jest/api-fixtures';
import { groupPrescriptions } from './prescription-groups';

const rx = (refillable: boolean, left: number, otc: boolean, disabled: boolean) =>
  prescriptionFixture({
    is_refillable_product: refillable,
    refills_remaining: left,
    is_otc_product: otc,
    is_disabled_for_refill: disabled,
  });

/** The groups one prescription falls in: no refills remaining, with refills, not refillable, always refillable. */
const groupsOf = (p: ReturnType<typeof rx>) => {
  const g = groupPrescriptions([p]);
  return [g.noRefillsRemaining, g.withRefills, g.notRefillable, g.alwaysRefillable].map((group) => group.includes(p));
};

describe('prescription groups (SPEC §4)', () => {
  // refillable, refills left, OTC, disabled -> no refills remaining, with refills, not refillable, always refillable
  it.each([
    [true, 0, false, false, [true, false, false, false]],
    [true, 2, false, false, [false, true, false, false]],
    [true, 2, false, true, [false, false, true, false]],
    [true, 0, false, true, [false, false, true, false]],
    [false, 0, false, false, [false, false, true, false]],
    [false, 0, true, false, [false, false, false, true]],
    [false, 0, true, true, [false, false, true, false]],
    [true, 3, true, false, [false, false, false, true]],
    [true, 0, true, false, [true, false, false, true]],
  ])('refillable=%p left=%p otc=%p disabled=%p', (refillable, left, otc, disabled, expected) => {
    const p = rx(refillable, left, otc, disabled);
    expect(groupsOf(p)).toEqual(expected);
  });

  it('a prescription neither refillable nor OTC, with no refills, is not refillable', () => {
    expect(groupsOf(prescriptionFixture())).toEqual([false, false, true, false]);
  });

  it('groups a list, and an empty or missing list', () => {
    const list = [rx(true, 0, false, false), rx(true, 1, false, false), rx(false, 0, true, false)];
    const groups = groupPrescriptions(list);
    expect(groups.noRefillsRemaining).toEqual([list[0]]);
    expect(groups.withRefills).toEqual([list[1]]);
    expect(groups.notRefillable).toEqual([]);
    expect(groups.alwaysRefillable).toEqual([list[2]]);
    expect(groupPrescriptions(undefined)).toEqual({ noRefillsRemaining: [], withRefills: [], notRefillable: [], alwaysRefillable: [] });
  });
});
