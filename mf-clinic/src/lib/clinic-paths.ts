// The clinic's own paths (remote-only: they stay out of @flora/shared's login bundle).
export const CLINIC_BASE = '/clinic';

export const clinicPaths = {
  queue: () => `${CLINIC_BASE}/`,
  consult: (uid: string) => `${CLINIC_BASE}/consults/${encodeURIComponent(uid)}/`,
  announcements: () => `${CLINIC_BASE}/announcements/`,
  coachingSlots: () => `${CLINIC_BASE}/coaching/`,
};
