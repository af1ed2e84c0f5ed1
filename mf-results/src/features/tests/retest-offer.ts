// When My Tests offers a retest (SPEC §1 "a retest offer exists"; when is ours): her latest test has
// its results and no newer kit is on its way — a retest repeats a test with results (the API's rule
// too), and while a kit is in progress the offer would only distract.
export const offersRetest = (latestFirst: ReadonlyArray<{ status: string }>): boolean => latestFirst[0]?.status === 'ready';
