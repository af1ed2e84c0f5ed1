// Standalone QA entry (async boundary, as in the shell).
void import('./harness');
