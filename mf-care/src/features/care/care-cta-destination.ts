// Where the care call to action leads; its label comes from careCtaLabel (SPEC §4) in @flora/shared.
import { CARE_CTA_LABELS, careCtaLabel, type Consult, INTAKE_START_STEP, paths } from '@flora/shared';

export function careCtaDestination(consult: Consult | null): string {
  // No consult: careCtaLabel says 'Get started', which leads to the shop.
  if (!consult) return paths.shop.home();
  switch (careCtaLabel(consult)) {
    case CARE_CTA_LABELS.viewProgram:
      return paths.treatment(consult.uid);
    case CARE_CTA_LABELS.viewStatus:
      return paths.consult(consult.uid);
    case CARE_CTA_LABELS.completeIntake:
      // An ungated prescription has its own intake (SPEC §2.7).
      return consult.type === 'ungated-rx' ? paths.ungatedRxIntake(consult.uid, INTAKE_START_STEP) : paths.intakeStart(consult.uid);
    default:
      return paths.shop.home();
  }
}
