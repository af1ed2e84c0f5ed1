// The 'reupload ID' screen (SPEC §2.10's banner link): the photo-ID step of a submitted intake whose
// consult ended as ID (ID_FAILURE: the clinician could not verify her identity) takes a new photo
// (PUT .../photo-id/), which sends the consult back to review (SU). A refusal shows beside the field.
import { useState } from 'react';
import { Banner, buttonClassName, Link, Page, paths, QueryView } from '@flora/shared';
import { CONSULT_BANNER_COPY } from '@flora/shared/domain';
import { invalidateApi } from '@flora/shared/data';
import { useQueryClient } from '@tanstack/react-query';
import { type Intake, useIntake } from './api/intake';
import { PHOTO_ID_GUIDANCE, PhotoIdUpload } from './steps/photo-id-step';
import styles from './steps/steps.module.css';

export const REUPLOAD_TITLE = 'Upload a new photo of your ID';

export function ReuploadIdPage({ consultUid }: { consultUid: string }) {
  const intake = useIntake(consultUid);
  return (
    <Page title={REUPLOAD_TITLE} width="narrow">
      <QueryView query={intake} loadingLabel="Loading your consultation…">
        {(found) => found && <Reupload intake={found} />}
      </QueryView>
    </Page>
  );
}

function Reupload({ intake }: { intake: Intake }) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [received, setReceived] = useState(false);

  if (received) {
    return (
      <div className={styles.stack}>
        <Banner tone="success" title="Your ID was received">
          Thank you. A clinician is reviewing your consultation again and will message you if they need anything else.
        </Banner>
        <p className={styles.flush}>
          <Link to={paths.care()} className={buttonClassName({ variant: 'primary' })}>
            Back to Care
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className={styles.stack}>
      {/* What the consult banner and Care say of this consult, word for word. */}
      <Banner tone="warning" title={CONSULT_BANNER_COPY.idFailure.title}>
        {CONSULT_BANNER_COPY.idFailure.note}
      </Banner>
      <p className={styles.muted}>{PHOTO_ID_GUIDANCE} Make sure the whole ID is in the picture, in focus and without glare.</p>
      <PhotoIdUpload
        intake={intake}
        error={error ?? undefined}
        setError={setError}
        showUploaded={false}
        label="New photo of your ID"
        onUploaded={() => {
          setReceived(true);
          // The consult is under review again: Care and My Tests follow its status.
          void invalidateApi(client, '/api/v1/consults/');
          void invalidateApi(client, '/api/v1/user-tests/');
        }}
      />
    </div>
  );
}
