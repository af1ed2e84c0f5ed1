// One chunk time-out (SPEC §9, DESIGN §3 "Loading and failure"): webpack's chunkLoadTimeout and the
// federation runtime plugin's entry/manifest time-out are @flora/shared's CHUNK_LOAD_TIMEOUT_MS.
import path from 'node:path';
import { CHUNK_LOAD_TIMEOUT_MS } from '@flora/shared/domain';
import floraRuntimePlugin from '../federation/runtime-plugin';
import { floraApp } from '../webpack/preset';

describe('chunk load time-out', () => {
  it('is 120 s (SPEC §9)', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it.each(['production', 'development'])('is webpack chunkLoadTimeout in a %s build', (mode) => {
    const config = floraApp({ dir: path.resolve(__dirname, '../../mf-care'), name: 'care', entry: './src/index.ts', title: 'Care' })({}, { mode });
    expect(config.output.chunkLoadTimeout).toBe(CHUNK_LOAD_TIMEOUT_MS);
  });

  it("is the federation runtime plugin's remote-entry script time-out", () => {
    expect(floraRuntimePlugin().createScript()).toEqual({ timeout: CHUNK_LOAD_TIMEOUT_MS });
  });
});
