// Where the care call to action leads; its label comes from careCtaLabel (SPEC §4) in @flora/shared.
import { CARE_CTA_LABELS, careCtaLabel, type Consult } from '@flora/shared';

export function careCtaDestination(consult: Consult | null): string {
  const uid = consult ? encodeURIComponent(consult.uid) : '';
  switch (careCtaLabel(consult)) {
    case CARE_CTA_LABELS.viewProgram:
      return `/treatments/consults/${uid}/treatment/`;
    case CARE_CTA_LABELS.viewStatus:
      return `/treatments/consults/${uid}/`;
    case CARE_CTA_LABELS.completeIntake:
      return `/treatments/consults/${uid}/intake/start/`;
    default:
      return '/care/shop/';
  }
}
