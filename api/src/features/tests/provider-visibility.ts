// Whether a provider may see a patient's test results: only a test linked to that provider, and
// only while the patient releases the results (provider_release). A provider's order does not
// override it: the kit of an order is issued released (provider-test-kit.ts), and the patient may
// withdraw the release at any time, as the health history promises.
import { bool } from '../../db/values';
import type { TestRow } from './tests-repository';

export type ProviderLink = Pick<TestRow, 'provider_id' | 'provider_release'>;

export function providerMaySeeResults(test: ProviderLink, providerId: number): boolean {
  if (test.provider_id == null || test.provider_id !== providerId) return false;
  return bool(test.provider_release);
}
