// Where each consult-banner link goes (SPEC §2.10 names the links; where they lead is ours): the
// intake by the consult's type, the intake's photo-ID step for an ID re-upload (it takes a new photo
// while the consult is in ID_FAILURE), the consult's page for messages, the treatment of the
// consult, and the orders of My Account for tracking.
import { paths } from '@flora/shared';
import { type BannerLink, type Consult } from '@flora/shared/domain';

export function bannerLinkHref(link: BannerLink | 'messageProvider', consult: Pick<Consult, 'uid' | 'type'>): string {
  switch (link) {
    case 'completeIntake':
      return intakeOf(consult);
    case 'viewTreatments':
      return paths.treatment(consult.uid);
    case 'trackOrder':
      return paths.accountOrders();
    case 'reuploadId':
      return paths.intake(consult.uid, 'photo-id');
    case 'messageProvider':
      return paths.consult(consult.uid);
  }
}

function intakeOf({ uid, type }: Pick<Consult, 'uid' | 'type'>): string {
  if (type === 'male-partner') return paths.malePartnerIntakeStart(uid);
  if (type === 'ungated-rx') return paths.ungatedRxIntake(uid, 'start');
  if (type === 'sti') return paths.stiIntake(uid);
  return paths.intakeStart(uid);
}
