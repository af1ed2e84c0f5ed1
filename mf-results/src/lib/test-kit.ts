// The shop page of the test kit (the seeded kit product): where My Tests sends a new customer and
// Compare sends someone with one result who wants a retest.
export const TEST_KIT_SLUG = 'vaginal-microbiome-test';
