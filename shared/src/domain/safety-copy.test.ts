import { SAFETY_COPY } from './safety-copy';

describe('safety copy (SPEC §5)', () => {
  it.each([
    ['pregnancy', ['pregnan', 'boric acid', 'Diflucan', 'anti-itch cream']],
    ['metronidazole', ['metronidazole', 'alcohol', '72 hours after your last dose']],
    ['period', ['period', 'boric acid', 'vaginal probiotics', 'continue']],
    ['sex', ['unprotected sex', 'at least 24 hours', 'vaginal treatments']],
  ] as const)('%s mentions %p', (topic, phrases) => {
    for (const phrase of phrases) expect(SAFETY_COPY[topic]).toContain(phrase);
  });
});
