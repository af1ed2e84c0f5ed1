import { readyResults } from '../../lib/ready-results';
import { selectPair } from './compare-selection';

describe('which two results', () => {
  const tests = [
    { hash: 'NEW', status: 'ready', results_ready_at: '2026-11-01T00:00:00Z' },
    { hash: 'WAITING', status: 'received', results_ready_at: null },
    { hash: 'OLDEST', status: 'ready', results_ready_at: '2026-06-01T00:00:00Z' },
    { hash: 'MIDDLE', status: 'ready', results_ready_at: '2026-09-01T00:00:00Z' },
  ] as const;
  const ready = readyResults(tests);

  test('only ready results, latest results date first', () => {
    expect(ready.map((r) => r.hash)).toEqual(['NEW', 'MIDDLE', 'OLDEST']);
  });

  test.each([
    ['nothing chosen: the latest two, the older before', {}, { found: true, before: 'MIDDLE', after: 'NEW' }],
    ['both chosen', { before: 'OLDEST', after: 'NEW' }, { found: true, before: 'OLDEST', after: 'NEW' }],
    ['only after: the one just older', { after: 'MIDDLE' }, { found: true, before: 'OLDEST', after: 'MIDDLE' }],
    ['only after, the oldest: the latest other', { after: 'OLDEST' }, { found: true, before: 'NEW', after: 'OLDEST' }],
    ['only before: the one just newer', { before: 'OLDEST' }, { found: true, before: 'OLDEST', after: 'MIDDLE' }],
    ['only before, the latest: the next', { before: 'NEW' }, { found: true, before: 'NEW', after: 'MIDDLE' }],
    ['someone else\'s hash', { before: 'THEIRS', after: 'NEW' }, { found: false }],
    ['a test not ready yet', { after: 'WAITING' }, { found: false }],
  ])('%s', (_case, chosen, selection) => {
    expect(selectPair(ready, chosen)).toEqual(selection);
  });
});
