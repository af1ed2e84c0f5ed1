// The National Provider Identifier (CMS): 10 digits, the last a Luhn check digit computed over the
// first nine with the card-issuer prefix 80840 in front (the NPI standard's rule).
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  return luhnValid(`80840${npi}`);
}

/** The Luhn check: doubling every second digit from the right, the sum is a multiple of 10. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
