import { userTestFixture } from '@flora/tools/jest/api-fixtures';
import { shopEligibilityKind } from './shop-eligibility';

describe('shop eligibility kinds (SPEC §4)', () => {
  it.each([
    ['care and à-la-care', { eligible_for_care: true, eligible_for_a_la_care: true, eligible_for_ungated_rx: true }, 'vaginitis-mixed'],
    ['à-la-care only', { eligible_for_a_la_care: true, eligible_for_ungated_rx: true }, 'vaginitis-a-la-care'],
    ['ungated Rx', { eligible_for_ungated_rx: true, eligible_for_any_care: true }, 'ungated'],
    ['care only falls through to ungated', { eligible_for_care: true, eligible_for_ungated_rx: true }, 'ungated'],
    ['any care only', { eligible_for_any_care: true }, 'unknown'],
    ['care only, nothing else', { eligible_for_care: true }, 'empty'],
    ['nothing', {}, 'empty'],
  ])('%s: %s', (_name, fields, kind) => {
    expect(shopEligibilityKind(userTestFixture(fields))).toBe(kind);
  });

  it.each([null, undefined])('no test (%p) is empty', (t) => {
    expect(shopEligibilityKind(t)).toBe('empty');
  });
});
