// /treatments/consults/:uid/intake/:step/ — the vaginitis consult's intake (issue 14, SPEC §2.7):
// 'start' resumes where she left off; each step saves as she answers; review, then submit. Its
// 'photo-id' step is also where the consult banner's 'reupload ID' leads: while the consult is in ID
// (ID_FAILURE), that step of the submitted intake takes a new photo (reupload-id.tsx).
import { useState } from 'react';
import { LoadingState, Page, useParams } from '@flora/shared';
import { CONSULT_STATUS } from '@flora/shared/domain';
import { useIntake } from './api/intake';
import { useConsult } from '../../lib/api/consult';
import { IntakeFlowPage } from './flow/intake-flow';
import { ReuploadIdPage } from './reupload-id';
import { photoIdStep } from './steps/photo-id-step';
import { vaginitisFlow } from './vaginitis-flow';

export function VaginitisIntakePage() {
  const { uid = '', step = '' } = useParams();
  if (step === photoIdStep.id) return <PhotoIdOrReupload key={uid} uid={uid} />;
  return <IntakeFlowPage flow={vaginitisFlow} consultUid={uid} step={step} />;
}

function PhotoIdOrReupload({ uid }: { uid: string }) {
  // Only a submitted intake can be in ID: an open one needs no look at the consult.
  const intake = useIntake(uid);
  const submitted = !!intake.data?.submitted_at;
  const consult = useConsult(uid, { enabled: submitted });
  // Once the reupload screen shows, it stays (after the upload the consult is back in review).
  const [reupload, setReupload] = useState(false);
  if (!reupload && submitted && consult.data?.status === CONSULT_STATUS.ID_FAILURE) setReupload(true);
  if (reupload) return <ReuploadIdPage consultUid={uid} />;
  // Any other status (or the consult not readable now): the step as the intake has it.
  if (!intake.isPending && !(submitted && consult.isPending)) return <IntakeFlowPage flow={vaginitisFlow} consultUid={uid} step={photoIdStep.id} />;
  return (
    <Page title={vaginitisFlow.title} width="narrow">
      <LoadingState label="Loading your intake…" />
    </Page>
  );
}
