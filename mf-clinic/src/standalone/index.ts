// Standalone QA entry (async boundary, as in the shell).
import('./harness');
