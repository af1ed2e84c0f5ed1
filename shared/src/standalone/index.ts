// @flora/shared/standalone — the QA harness that serves a remote alone (DESIGN §3). An entry of its
// own: only a remote's standalone page runs it, so the shell's pages never load it.
export { renderStandaloneHarness } from './standalone-harness';
export type { HarnessOptions, HarnessPage } from './standalone-harness';
