import { createRequestCap } from './request-cap';

describe('createRequestCap (SPEC §8, §9: 50 per 10 s)', () => {
  it.each([
    ['50 requests in the window pass', 50, 0, false],
    ['the 51st within 10 s goes over', 51, 0, true],
    ['51 spread so the first left the window pass', 51, 200, false],
  ])('%s', (_name, count, stepMs, over) => {
    let t = 0;
    const cap = createRequestCap({ max: 50, windowMs: 10_000 }, () => t);
    let last = false;
    for (let i = 0; i < count; i += 1) {
      last = cap.hit();
      t += stepMs;
    }
    expect(last).toBe(over);
  });
});
