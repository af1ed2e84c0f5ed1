// The photo of a government ID on an intake (issue 14): uploaded while the intake is open, or again
// when the clinician could not verify the identity (consult ID_FAILURE), which sends the consult back
// to review (ID -> SU). The file goes to the PhotoIdStore under a random key; the intake records the
// key, the image type and the time. Only staff read the file back. What is stored is the image
// re-encoded (photo-id-image.ts), never the uploaded bytes; uploads are rate-limited per account.
import type { Kysely } from 'kysely';
import { conflict, HttpError, badRequest, notFound, tooManyRequests } from '../../common/http-errors';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { CONSULT_STATUS, findConsultByUid, moveConsultStatus } from '../consults';
import { findIntakeOfConsult, findIntakeOfUser, type IntakeRecord, setPhotoId } from './intake-repository';
import { reencodePhotoId, type StoredImage } from './photo-id-image';
import type { PhotoIdStore } from './photo-id-store';
import {
  isAcceptedContentType,
  MAX_PHOTO_ID_BYTES,
  MAX_PHOTO_ID_MB,
  mediaTypeOf,
  PHOTO_ID_CONTENT_TYPES,
  PHOTO_ID_RETENTION_DAYS,
  sniffImageType,
} from './photo-id-rules';

export const PHOTO_ID_FIELD = 'photo_id';
export const NOT_AN_IMAGE = 'Upload a photo of your ID as a JPEG, PNG or HEIC image.';
export const TOO_LARGE = `The photo of your ID must be at most ${MAX_PHOTO_ID_MB} MB.`;

export const tooLarge = () => new HttpError(413, TOO_LARGE, { field: PHOTO_ID_FIELD });
export const wrongType = () =>
  badRequest(`${NOT_AN_IMAGE} (Send the file as the request body with its Content-Type: ${PHOTO_ID_CONTENT_TYPES.join(', ')}.)`, PHOTO_ID_FIELD);

export interface PhotoIdUpload {
  contentType: string | undefined;
  body: unknown;
}

export interface UploadOutcome {
  intake: IntakeRecord;
  /** true: the intake had a photo ID before (this one replaces it). */
  replaced: boolean;
  /** true: the consult was in ID_FAILURE and went back to SU. */
  reupload: boolean;
}

/** Whether a photo may be uploaded now; 'reupload' for an ID_FAILURE consult. */
function uploadMode(intake: IntakeRecord): 'intake' | 'reupload' {
  const status = intake.consult.status;
  if (status === CONSULT_STATUS.ID_FAILURE) return 'reupload';
  if (intake.submitted_at !== null) {
    throw conflict(
      `This intake was submitted at ${intake.submitted_at}; a new photo ID can only be uploaded when the clinician asks for one (ID verification failed).`,
    );
  }
  if (status !== CONSULT_STATUS.INTAKE_STARTED) throw conflict(`The consult is in status ${status}; its intake can no longer be changed.`);
  return 'intake';
}

/** Checks the declared type, the size and the bytes; answers the image to store. Writes nothing. */
async function checkImage(upload: PhotoIdUpload): Promise<StoredImage> {
  if (!isAcceptedContentType(mediaTypeOf(upload.contentType))) {
    throw wrongType();
  }
  const bytes = upload.body;
  if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw badRequest('The photo of your ID is empty: choose the file again.', PHOTO_ID_FIELD);
  if (bytes.length > MAX_PHOTO_ID_BYTES) throw tooLarge();
  const type = sniffImageType(bytes);
  const image = type && (await reencodePhotoId(bytes, type));
  if (!image) throw badRequest(`This file is not an image we can read. ${NOT_AN_IMAGE}`, PHOTO_ID_FIELD);
  return image;
}

/** Counts an upload of the account (each one is decoded: CPU and memory); 429 beyond the limit. */
async function countUpload(ctx: AppContext, userId: number): Promise<void> {
  const state = await ctx.rateLimiter.consume(`photo-id-upload:user:${userId}`, ctx.limits.photoIdUploadsPerAccount);
  if (state.blocked) throw tooManyRequests('Too many photo ID uploads. Please try again later.', state.retryAfterMs / 1000);
}

/**
 * Stores the photo and records it on the intake (replacing any earlier one, whose file is then the
 * caller's to delete: `previousKey`); a reupload also moves the consult ID -> SU in the same transaction.
 */
export async function uploadPhotoId(
  ctx: AppContext,
  intake: IntakeRecord,
  upload: PhotoIdUpload,
): Promise<UploadOutcome & { previousKey: string | null }> {
  const { db, photoIds: store } = ctx;
  const mode = uploadMode(intake);
  await countUpload(ctx, intake.consult.user_id);
  const { bytes, contentType } = await checkImage(upload);
  const now = ctx.clock.now();
  const key = await store.put(bytes);
  const previousKey = intake.photo_id_key;
  try {
    await db.transaction().execute(async (trx) => {
      if (!(await setPhotoId(trx, intake.id, previousKey, { key, contentType, at: now.toISOString() }))) {
        throw conflict('The photo ID changed while this upload was handled; reload the intake and try again.');
      }
      if (mode === 'reupload') await moveConsultStatus(trx, intake.consult, CONSULT_STATUS.SUBMITTED, now);
      else if (!(await stillOpen(trx, intake.id))) throw conflict('This intake was submitted while this upload was handled.');
    });
  } catch (err) {
    await store.delete(key);
    throw err;
  }
  return {
    intake: (await findIntakeOfUser(db, intake.consult.user_id, intake.id))!,
    replaced: previousKey !== null,
    reupload: mode === 'reupload',
    previousKey,
  };
}

async function stillOpen(db: Kysely<Database>, intakeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('consult_intakes as i')
    .innerJoin('consults as c', 'c.id', 'i.consult_id')
    .select(['i.submitted_at', 'c.status'])
    .where('i.id', '=', intakeId)
    .executeTakeFirst();
  return !!row && row.submitted_at === null && row.status === CONSULT_STATUS.INTAKE_STARTED;
}

/** The photo ID of a consult, for staff: its bytes, type and intake. 404 when there is none. */
export async function readPhotoIdOfConsult(db: Kysely<Database>, store: PhotoIdStore, uid: string) {
  const consult = await findConsultByUid(db, uid);
  if (!consult) throw notFound('No consult with that uid.');
  const intake = await findIntakeOfConsult(db, consult.id);
  if (!intake) throw notFound('This consult has no intake yet.');
  if (!intake.photo_id_key && intake.photo_id_uploaded_at) {
    throw notFound(`The photo ID was deleted ${PHOTO_ID_RETENTION_DAYS} days after the consult closed (retention).`);
  }
  const bytes = intake.photo_id_key ? await store.get(intake.photo_id_key) : null;
  if (!bytes || !intake.photo_id_content_type) throw notFound('No photo ID was uploaded for this consult.');
  return { intake, bytes, contentType: intake.photo_id_content_type };
}
