// mf-care's own pages under /care/ that no other remote links to (so not in @flora/shared's paths,
// which would grow the shell's entry bundle): the Recommended Treatment and Sample Treatment Plan
// screens of SPEC §2.8.
export const carePaths = {
  recommendedTreatment: (): string => '/care/recommended-treatment/',
  sampleTreatmentPlan: (): string => '/care/sample-treatment-plan/',
} as const;
