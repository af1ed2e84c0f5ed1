// Where Flora's clinicians can treat: the 50 states and DC, by 2-letter code. The one list, for the
// care intakes' address step (what it offers) and the API (what submission accepts: a territory is
// refused there).
export const CARE_STATES = Object.freeze([
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH',
  'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const);

// The first three digits of the ZIP codes of each state (USPS ZIP3 ranges, [from, to]), to catch a
// ZIP that belongs to another state (AL with 10001). Lenient by design: a prefix listed for no state
// passes, and prefixes shared across a border are listed for both (06390 Fishers Island NY sits in
// CT's 063; Virginia's 201 and Texas's 733 and 885 sit beside their neighbours').
const ZIP3: Readonly<Record<string, ReadonlyArray<readonly [number, number]>>> = Object.freeze({
  AL: [[350, 369]], AK: [[995, 999]], AZ: [[850, 865]], AR: [[716, 729]], CA: [[900, 961]],
  CO: [[800, 816]], CT: [[60, 69]], DE: [[197, 199]], DC: [[200, 200], [202, 205], [569, 569]],
  FL: [[320, 349]], GA: [[300, 319], [398, 399]], HI: [[967, 968]], ID: [[832, 838]], IL: [[600, 629]],
  IN: [[460, 479]], IA: [[500, 528]], KS: [[660, 679]], KY: [[400, 427]], LA: [[700, 714]],
  ME: [[39, 49]], MD: [[206, 219]], MA: [[10, 27], [55, 55]], MI: [[480, 499]], MN: [[550, 567]],
  MS: [[386, 397]], MO: [[630, 658]], MT: [[590, 599]], NE: [[680, 693]], NV: [[889, 898]],
  NH: [[30, 38]], NJ: [[70, 89]], NM: [[870, 884]], NY: [[5, 5], [63, 63], [100, 149]], NC: [[270, 289]],
  ND: [[580, 588]], OH: [[430, 459]], OK: [[730, 749]], OR: [[970, 979]], PA: [[150, 196]],
  RI: [[28, 29]], SC: [[290, 299]], SD: [[570, 577]], TN: [[370, 385]], TX: [[733, 733], [750, 799], [885, 885]],
  UT: [[840, 847]], VT: [[50, 59]], VA: [[201, 201], [220, 246]], WA: [[980, 994]], WV: [[247, 268]],
  WI: [[530, 549]], WY: [[820, 831]],
});

/** Whether a 5-digit ZIP code can be in `state`: false only when its prefix is another state's and not this one's. */
export function zipFitsState(zip: string, state: string): boolean {
  const prefix = Number(zip.slice(0, 3));
  const within = (code: string) => (ZIP3[code] ?? []).some(([from, to]) => prefix >= from && prefix <= to);
  if (!/^[0-9]{3}/.test(zip) || within(state)) return true;
  return !Object.keys(ZIP3).some(within);
}

/** What the address step and the API say of a ZIP code that belongs to another state. */
export const zipOutOfState = (zip: string, state: string): string => `${zip.slice(0, 5)} is not a ${state} ZIP code: check the ZIP code or the state.`;

export const isCareAvailableIn = (state: string): boolean => (CARE_STATES as readonly string[]).includes(state);
