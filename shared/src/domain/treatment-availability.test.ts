import { consultFixture } from '@flora/tools/jest/api-fixtures';
import { availableTreatmentSlugs, isTreatmentLocked, isTreatmentUnavailable } from './treatment-availability';

describe('treatment lock (SPEC §4)', () => {
  const preSubmit = consultFixture({ is_pre_submit: true, selected_treatments: [{ slug: 'ba-14' }] });
  const submitted = consultFixture({ is_pre_submit: false, selected_treatments: [{ slug: 'ba-14' }] });

  it.each([
    ['selected by a pre-submit consult', 'ba-14', 'consult-in-progress', preSubmit, true],
    ['not selected, consult pre-submit', 'af-1', 'consult-in-progress', preSubmit, false],
    ['not selected, consult past pre-submit', 'af-1', 'consult-in-progress', submitted, true],
    ['selected, consult past pre-submit', 'ba-14', 'consult-in-progress', submitted, true],
    ['another care state', 'ba-14', 'pre-purchase', submitted, false],
    ['no care state', 'ba-14', undefined, submitted, false],
    ['no in-progress consult', 'ba-14', 'consult-in-progress', null, false],
  ] as const)('%s: %p', (_name, slug, state, consult, locked) => {
    expect(isTreatmentLocked(slug, state, consult)).toBe(locked);
  });
});

describe('treatment unavailability (SPEC §4)', () => {
  const available = availableTreatmentSlugs(
    { all_available_treatments: { bv: { treatment_slugs: ['ba-14', 'af-1'] }, yeast: { treatment_slugs: ['af-3'] } } },
  );

  it.each([
    ['ba-14', false],
    ['af-3', false],
    ['est-1', true],
    ['', true],
  ])('%s unavailable: %p', (slug, expected) => {
    expect(isTreatmentUnavailable(slug, available)).toBe(expected);
    expect(isTreatmentUnavailable(slug, [...available])).toBe(expected);
  });

  it('everything is unavailable without availability data', () => {
    expect(availableTreatmentSlugs(null).size).toBe(0);
    expect(isTreatmentUnavailable('ba-14', availableTreatmentSlugs(undefined))).toBe(true);
  });
});
