// /treatments/sti/consults/:uid/intake/ — the STI consult's intake (issue 14, SPEC §2.7), started
// from a test result. One path: the step is its `?step=` parameter (none: resume where she left off);
// each step saves as she answers; review, then submit.
import { useParams, useSearchParams } from '@flora/shared';
import { START_STEP } from './flow/flow';
import { IntakeFlowPage } from './flow/intake-flow';
import { STEP_PARAM, stiFlow } from './sti-flow';

export function StiIntakePage() {
  const { uid = '' } = useParams();
  const [search] = useSearchParams();
  return <IntakeFlowPage flow={stiFlow} consultUid={uid} step={search.get(STEP_PARAM) || START_STEP} />;
}
