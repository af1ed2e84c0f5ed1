// How a test's progress reads on My Tests.
export type TestStatus = 'activated' | 'received' | 'ready';

export const TEST_STATUS_LABELS: Record<TestStatus, string> = {
  activated: 'Activated — waiting for your sample',
  received: 'At the lab — results in progress',
  ready: 'Results ready',
};

export function testStatusLabel(status: unknown): string {
  return TEST_STATUS_LABELS[status as TestStatus] ?? 'Status unavailable';
}
