// Where the care call to action leads; its label comes from careCtaLabel (SPEC §4) in @flora/shared.
import { paths } from '@flora/shared';
import { CARE_CTA_LABELS, careCtaLabel, type Consult } from '@flora/shared/domain';
import { bannerLinkHref } from '@flora/shared/care';

export function careCtaDestination(consult: Consult | null): string {
  // No consult: careCtaLabel says 'Get started', which leads to the shop.
  if (!consult) return paths.shop.home();
  switch (careCtaLabel(consult)) {
    case CARE_CTA_LABELS.viewProgram:
      return paths.treatment(consult.uid);
    case CARE_CTA_LABELS.viewStatus:
      return paths.consult(consult.uid);
    case CARE_CTA_LABELS.completeIntake:
      // The intake of the consult's type (vaginitis, ungated Rx, STI, male partner), as the banner links it.
      return bannerLinkHref('completeIntake', consult);
    case CARE_CTA_LABELS.reuploadId:
      return bannerLinkHref('reuploadId', consult);
    default:
      return paths.shop.home();
  }
}
