// /treatments/consults/:uid/intake/:step/ — the vaginitis consult's intake (issue 14, SPEC §2.7):
// 'start' resumes where she left off; each step saves as she answers; review, then submit.
import { useParams } from '@flora/shared';
import { IntakeFlowPage } from '../../lib/intake/intake-flow';
import { vaginitisFlow } from './vaginitis-flow';

export function VaginitisIntakePage() {
  const { uid = '', step = '' } = useParams();
  return <IntakeFlowPage flow={vaginitisFlow} consultUid={uid} step={step} />;
}
