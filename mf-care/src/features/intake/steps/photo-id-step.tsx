// A photo of a government ID: chosen with a file input, previewed, checked here too (type and size,
// as the API checks them), uploaded with progress. The API's refusal shows beside the field.
import { useId, useState } from 'react';
import { Banner, errorField, errorMessage, Field, fieldControlClassName } from '@flora/shared';
import type { Intake } from '../api/intake';
import { useUploadPhotoId } from '../api/photo-id';
import { MAX_PHOTO_ID_MB, PHOTO_ID_ACCEPT, photoIdFileError } from '../flow/photo-id-file';
import type { IntakeStep, StepProps } from '../flow/flow';
import styles from './steps.module.css';

/** Browsers show JPEG and PNG (not HEIC). */
const canPreview = (file: File) => ['image/jpeg', 'image/png'].includes(file.type) && typeof FileReader === 'function';

/** The file as a data: URL (the CSP allows data: images, not blob: ones). */
const readAsDataUrl = (file: File) =>
  new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });

export interface PhotoIdUploadProps {
  intake: Intake;
  error: string | undefined;
  setError: (message: string | null) => void;
  /** Says the photo already on the intake is uploaded (and may be replaced). */
  showUploaded: boolean;
  label?: string;
  /** After a photo is stored (the API's answer). */
  onUploaded?: (saved: Intake) => void;
}

/** The ID photo's file field: checks, uploads with progress and a preview; refusals beside it. */
export function PhotoIdUpload({ intake, error, setError, showUploaded, label, onUploaded }: PhotoIdUploadProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadPhotoId(intake, setProgress);
  const [preview, setPreview] = useState<string | null>(null);
  const id = 'intake-photo_id';
  const progressId = useId();

  async function choose(file: File | undefined) {
    setError(null);
    if (!file) return;
    const wrong = photoIdFileError(file);
    if (wrong) return setError(wrong);
    setPreview(null);
    let refused = false;
    if (canPreview(file)) void readAsDataUrl(file).then((url) => !refused && setPreview(url));
    setProgress(0);
    try {
      const saved = await upload.mutateAsync(file);
      onUploaded?.(saved);
    } catch (failure) {
      refused = true;
      setPreview(null);
      setError(errorField(failure) === 'photo_id' ? errorMessage(failure) : `We couldn't upload your photo. ${errorMessage(failure)}`);
    } finally {
      setProgress(null);
    }
  }

  return (
    <>
      {showUploaded && intake.photo_id_uploaded && !upload.isPending && (
        <Banner tone="success" title="Your ID photo is uploaded">
          You can choose another photo to replace it.
        </Banner>
      )}
      <Field
        label={label ?? (showUploaded && intake.photo_id_uploaded ? 'Replace your ID photo' : 'Photo of your ID')}
        hint={`JPEG, PNG or HEIC, up to ${MAX_PHOTO_ID_MB} MB.`}
        error={error}
        id={id}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept={PHOTO_ID_ACCEPT}
            className={`${fieldControlClassName} ${styles.fileInput}`}
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
      {preview && <img src={preview} alt="Preview of the ID you chose" className={styles.preview} />}
    </>
  );
}

/** What the photo must show (the step and the reupload say it alike). */
export const PHOTO_ID_GUIDANCE =
  "Upload a clear photo of a government-issued ID (driver's license, passport or state ID) showing your name, photo and date of birth. Only Flora's care team can see it.";

function PhotoIdStep({ intake, errors, setError }: StepProps) {
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>Clinicians must confirm who they treat. {PHOTO_ID_GUIDANCE}</p>
      <PhotoIdUpload intake={intake} error={errors.photo_id} setError={(message) => setError('photo_id', message)} showUploaded />
    </div>
  );
}

export const photoIdStep: IntakeStep = {
  id: 'photo-id',
  name: 'Photo ID',
  title: 'Photo of your ID',
  answers: ['photo_id'],
  Component: PhotoIdStep,
  validate: (_draft, intake) => (intake.photo_id_uploaded ? {} : { photo_id: 'Upload a photo of your ID to continue.' }),
  toPatch: () => ({}),
  review: (intake) => [{ label: 'Photo ID', value: intake.photo_id_uploaded ? 'Uploaded' : 'Not uploaded' }],
};
