// Kit codes (issue 28: docs/security.md): random from a CSPRNG, printed-format rules kept, unique.
import crypto from 'node:crypto';
import { newKitCode } from '../src/features/tests/kit-codes';
import { createTestKit } from '../src/features/tests/kits-repository';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('kit codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it.each([
    ['FL', /^FL[A-HJ-NP-Z2-9]{8}$/],
    ['FLP', /^FLP[A-HJ-NP-Z2-9]{7}$/],
  ] as const)('%s codes: 10 characters, capitals and digits without look-alikes (0/O, 1/I)', async (prefix, format) => {
    for (let i = 0; i < 200; i++) expect(await newKitCode(t.db, prefix)).toMatch(format);
  });

  it('are not sequential or guessable: 2,000 codes, all different, every character used in every position', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 2000; i++) codes.push(await newKitCode(t.db, 'FL'));
    expect(new Set(codes).size).toBe(codes.length);
    // 24 capitals (no I, O) and 8 digits (no 0, 1).
    for (let position = 2; position < 10; position++) expect(new Set(codes.map((c) => c[position])).size).toBe(32);
  });

  it('draws again when the code is taken', async () => {
    await createTestKit(t.db, { hash: 'FLAAAAAAAA', test_order: null, lab: null }, t.clock.now());
    // The first draw comes out all A (index 0): the taken code; then the draws are random again.
    const random = crypto.randomInt;
    let calls = 0;
    const draws = jest
      .spyOn(crypto, 'randomInt')
      .mockImplementation(((max: number) => (++calls <= 8 ? 0 : random(max))) as typeof crypto.randomInt);
    const code = await newKitCode(t.db, 'FL').finally(() => draws.mockRestore());
    expect(calls).toBeGreaterThan(8);
    expect(code).toMatch(/^FL[A-HJ-NP-Z2-9]{8}$/);
    expect(code).not.toBe('FLAAAAAAAA');
  });
});
