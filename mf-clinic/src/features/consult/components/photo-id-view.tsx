// The photo of her government ID, loaded through the API with the session (never a public URL).
import { Banner, errorMessage, LoadingState, RetryButton } from '@flora/shared';
import { usePhotoId } from '../api/photo-id';
import styles from '../consult-page.module.css';

export function PhotoIdView({ uid, patient }: { uid: string; patient: string }) {
  const photo = usePhotoId(uid);
  if (photo.isPending) return <LoadingState label="Loading the photo ID…" />;
  if (photo.isError) {
    return (
      <Banner
        tone="error"
        action={
          <RetryButton query={photo} />
        }
      >
        {`The photo ID could not be loaded. ${errorMessage(photo.error)}`}
      </Banner>
    );
  }
  if (!photo.data) return <p className={styles.muted}>No photo ID uploaded on this consult.</p>;
  return <img className={styles.photo} src={photo.data} alt={`Government ID uploaded by ${patient}`} />;
}
