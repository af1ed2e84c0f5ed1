// /treatments/consults/:uid/male-partner/intake/:step/ — the male partner's intake (issue 14, SPEC
// §2.7): 'intro' first, 'start' resumes where he left off; each step saves as he answers; review,
// then submit.
import { useParams } from '@flora/shared';
import { IntakeFlowPage } from './flow/intake-flow';
import { malePartnerFlow } from './male-partner-flow';

export function MalePartnerIntakePage() {
  const { uid = '', step = '' } = useParams();
  return <IntakeFlowPage flow={malePartnerFlow} consultUid={uid} step={step} />;
}
