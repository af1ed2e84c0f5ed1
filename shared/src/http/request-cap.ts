// The client-side request cap of SPEC §8: more than 50 requests within 10 s means something is
// looping; local storage is cleared and the user goes to /login/.
import { REQUEST_CAP } from '../domain/constants';

export function createRequestCap({ max, windowMs } = REQUEST_CAP, now: () => number = Date.now) {
  let stamps: number[] = [];
  return {
    /** Records one request; true when it goes over the cap. */
    hit(): boolean {
      const t = now();
      stamps = stamps.filter((s) => t - s < windowMs);
      stamps.push(t);
      return stamps.length > max;
    },
    reset(): void {
      stamps = [];
    },
  };
}
