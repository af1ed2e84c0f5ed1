// /treatments/rx/consults/:uid/intake/:step/ — the ungated Rx consult's intake (issue 14, SPEC §2.7):
// 'start' resumes where she left off; each step saves as she answers; review, then submit.
import { useParams } from '@flora/shared';
import { IntakeFlowPage } from './flow/intake-flow';
import { ungatedRxFlow } from './ungated-rx-flow';

export function UngatedRxIntakePage() {
  const { uid = '', step = '' } = useParams();
  return <IntakeFlowPage flow={ungatedRxFlow} consultUid={uid} step={step} />;
}
