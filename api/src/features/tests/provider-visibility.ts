// Whether a provider may see a patient's test results: only a test linked to that provider, and
// only if the provider ordered it or the patient released the results (provider_release).
import { bool } from '../../db/values';
import type { TestRow } from './tests-repository';

export type ProviderLink = Pick<TestRow, 'provider_id' | 'ordered_by_provider' | 'provider_release'>;

export function providerMaySeeResults(test: ProviderLink, providerId: number): boolean {
  if (test.provider_id == null || test.provider_id !== providerId) return false;
  return bool(test.ordered_by_provider) || bool(test.provider_release);
}
