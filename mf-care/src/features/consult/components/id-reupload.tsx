// After a failed ID verification (ID_FAILURE: "ID verification failed, click here to reupload"),
// a new photo of her ID, sent here: PUT /api/v1/consult-intake/{id}/photo-id/ replaces the old
// photo and the consult goes back to review (SU), so the consult is reloaded.
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Banner, Button, errorField, errorMessage, Field, fieldControlClassName, LoadingState } from '@flora/shared';
import { useIntake, type Intake } from '../../../lib/intake/api/intake';
import { useUploadPhotoId } from '../../../lib/intake/api/photo-id';
import { MAX_PHOTO_ID_MB, PHOTO_ID_ACCEPT, photoIdFileError } from '../../../lib/intake/photo-id-file';
import styles from '../consult-page.module.css';

export function IdReupload({ uid }: { uid: string }) {
  const intake = useIntake(uid);
  return (
    <div className={styles.reupload} id="reupload-id">
      <h3 className={styles.reuploadHeading}>Upload a new photo of your ID</h3>
      <p className={styles.note}>
        Your clinician could not confirm your identity from the photo you sent. Upload a clear photo of a government-issued ID
        (driver's license, passport or state ID) showing your name, photo and date of birth. Only Flora's care team can see it.
      </p>
      {intake.status === 'pending' && <LoadingState label="Loading…" />}
      {intake.status === 'error' && (
        <Banner
          tone="error"
          action={
            <Button variant="secondary" loading={intake.isFetching} onClick={() => void intake.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(intake.error)}
        </Banner>
      )}
      {intake.data && <PhotoInput intake={intake.data} />}
    </div>
  );
}

function PhotoInput({ intake }: { intake: Intake }) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const upload = useUploadPhotoId(intake, setProgress);
  const progressId = useId();

  async function choose(file: File | undefined) {
    setError(undefined);
    if (!file) return;
    const wrong = photoIdFileError(file);
    if (wrong) return setError(wrong);
    setProgress(0);
    try {
      await upload.mutateAsync(file);
      void client.invalidateQueries({ queryKey: ['/api/v1/consults/'] });
      void client.invalidateQueries({ queryKey: ['/api/v1/consults/{uid}/'] });
    } catch (failure) {
      setError(errorField(failure) === 'photo_id' ? errorMessage(failure) : `We couldn't upload your photo. ${errorMessage(failure)}`);
    } finally {
      setProgress(null);
    }
  }

  if (upload.isSuccess) {
    return (
      <Banner tone="success" title="Thank you: your new photo is with your care team">
        A clinician will review it with your consultation.
      </Banner>
    );
  }
  return (
    <>
      <Field label="Photo of your ID" hint={`JPEG, PNG or HEIC, up to ${MAX_PHOTO_ID_MB} MB.`} error={error} id="reupload-photo-id">
        {(control) => (
          <input
            {...control}
            type="file"
            accept={PHOTO_ID_ACCEPT}
            className={fieldControlClassName}
            disabled={upload.isPending}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        )}
      </Field>
      {progress !== null && (
        <div>
          <label htmlFor={progressId}>Uploading… {progress}%</label>
          <progress id={progressId} max={100} value={progress} />
        </div>
      )}
    </>
  );
}
