// The next step of one of her consults, as a link (My Treatments, a male partner's shop page): a
// closed one's treatment; an intake still to finish; a photo ID to reupload (as the consult banner);
// otherwise where the consult stands.
import { paths } from '@flora/shared';
import { BANNER_LINK_LABELS, type Consult, CONSULT_STATUS, toConsultStatus } from '@flora/shared/domain';
import { bannerLinkHref } from '@flora/shared/care';

export function consultNextStep(consult: Consult): { label: string; to: string } {
  if (consult.is_closed) return { label: 'View treatment', to: paths.treatment(consult.uid) };
  if (consult.is_pre_submit) return { label: 'Complete intake', to: bannerLinkHref('completeIntake', consult) };
  if (toConsultStatus(consult.status) === CONSULT_STATUS.ID_FAILURE) {
    return { label: BANNER_LINK_LABELS.reuploadId, to: bannerLinkHref('reuploadId', consult) };
  }
  return { label: 'View consultation status', to: paths.consult(consult.uid) };
}
