// One federation runtime per page (issue 30): a remote's entry carries no runtime core of its own
// (experiments.externalRuntime) and takes the page's, on globalThis._FEDERATION_RUNTIME_CORE. This
// module puts it there when it is evaluated: in the shell as one of its federation runtime plugins
// (before any remote entry loads; the very module the shell's runtime runs, so one copy), and on a
// remote's standalone page as a script of its own, loaded before the harness.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;

export default function provideRuntimeCore() {
  return { name: 'flora-provide-runtime-core' };
}
