// How a test's progress reads on My Tests (its status pill).
import type { StatusPillTone } from '@flora/shared';

export type TestStatus = 'activated' | 'received' | 'ready';

export const TEST_STATUS_LABELS: Record<TestStatus, string> = {
  activated: 'Activated — waiting for your sample',
  received: 'At the lab — results in progress',
  ready: 'Results ready',
};

const TONES: Record<TestStatus, StatusPillTone> = { activated: 'neutral', received: 'info', ready: 'success' };

export function testStatusLabel(status: unknown): string {
  return TEST_STATUS_LABELS[status as TestStatus] ?? 'Status unavailable';
}

export const testStatusTone = (status: unknown): StatusPillTone => TONES[status as TestStatus] ?? 'neutral';
