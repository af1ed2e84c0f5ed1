// One chunk time-out (SPEC §9, DESIGN §3 "Loading and failure"): webpack's chunkLoadTimeout and the
// federation runtime plugin's entry/manifest time-out are the one value both read from @flora/shared's
// limits.json.
import path from 'node:path';
import floraRuntimePlugin from '../federation/runtime-plugin';
import { floraApp } from '../webpack/preset';

const CHUNK_LOAD_TIMEOUT_MS = 120_000; // SPEC §9

describe('chunk load time-out of 120 s', () => {
  it.each(['production', 'development'])('is webpack chunkLoadTimeout in a %s build', (mode) => {
    const config = floraApp({ dir: path.resolve(__dirname, '../../mf-care'), name: 'care', entry: './src/index.ts', title: 'Care' })({}, { mode });
    expect(config.output.chunkLoadTimeout).toBe(CHUNK_LOAD_TIMEOUT_MS);
  });

  it("is the federation runtime plugin's remote-entry script time-out", () => {
    expect(floraRuntimePlugin().createScript()).toEqual({ timeout: CHUNK_LOAD_TIMEOUT_MS });
  });
});
