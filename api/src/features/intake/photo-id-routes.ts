// Routes: the photo of a government ID on an intake. The patient uploads it (the raw image as the
// request body); only staff read it back. Its own plugin scope: the image body parser and the
// "too large" answer apply to these routes only, every other route still takes JSON of at most 64 KB.
import type { FastifyError, FastifyInstance } from 'fastify';
import { type AppContext, DEFAULT_RATE_LIMITS } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { bearer, errors, impersonationQuery } from '../../schemas/common';
import { audit } from '../audit';
import { uidParams } from '../consults';
import { type IntakeRecord, loadIntake } from './intake-service';
import { intakeIdParams, intakeSchema } from './intake-schemas';
import { toIntakeView } from './intake-view';
import { MAX_PHOTO_ID_PIXELS } from './photo-id-image';
import { MAX_PHOTO_ID_BYTES, MAX_PHOTO_ID_MB, PHOTO_ID_CONTENT_TYPES } from './photo-id-rules';
import { readPhotoIdOfConsult, tooLarge, uploadPhotoId, wrongType } from './photo-id-service';
import { access } from '../../common/access-policy';
import { schemaTyped } from '../../common/typed-routes';

const photoObject = (i: IntakeRecord) => ({ type: 'photo_id', id: i.id, subjectUserId: i.consult.user_id });
const consultObject = (i: IntakeRecord) => ({ type: 'consult', id: i.consult.uid, subjectUserId: i.consult.user_id });

const PHOTO_ID_CSP = "sandbox; default-src 'none'";

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/heic': 'heic' };

const UPLOAD_DESCRIPTION = `Uploads the photo of a government-issued ID for the caller's own consult intake (another user's intake, or an unknown id: 404). The request body is the image file itself (not multipart), with its Content-Type: ${PHOTO_ID_CONTENT_TYPES.join(', ')}, or application/octet-stream / none when the browser does not know the file's type (a HEIC photo on a desktop). The file must really be a JPEG, PNG or HEIC/HEIF image (its first bytes decide, whatever the declared type) of at most ${MAX_PHOTO_ID_MB} MB (${MAX_PHOTO_ID_BYTES} bytes) and ${MAX_PHOTO_ID_PIXELS / 1e6} megapixels that decodes whole. Another declared type (text, PDF, JSON, multipart...), an empty file or bytes that are not such an image: 400 {detail, field: "photo_id"}; too large: 413 {detail, field: "photo_id"}; nothing is written. The image is decoded and stored re-encoded (JPEG as JPEG, PNG as PNG, HEIC as JPEG), turned upright, without any metadata (EXIF, GPS location) or bytes beyond the image. At most ${DEFAULT_RATE_LIMITS.photoIdUploadsPerAccount.max} uploads per account an hour (every upload the intake's state allows counts, accepted or refused): 429 with Retry-After beyond. Allowed while the intake is unsubmitted and the consult in ST (a new upload replaces the earlier photo, whose file is deleted), and for a consult in ID (ID_FAILURE: the clinician could not verify the identity): the new photo replaces the old one (deleted) and the consult goes back to SU (submitted, under review). Any other state: 409. The file is stored privately under a random name (never the uploaded file's name) and is never sent back to the patient: the intake only says \`photo_id_uploaded\` and \`photo_id_uploaded_at\`. Answers the intake. Audited: create (first photo) or update (a replacement) of the photo_id, and update of the consult on a reupload; the image and its name are never logged.`;

export async function photoIdFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  // The image arrives as the raw body: any declared type is read as bytes (checked by the service),
  // up to the photo limit. JSON keeps its own parser (and is refused by the service).
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_PHOTO_ID_BYTES }, (_request, body, done) => done(null, body));
  app.setErrorHandler((err: FastifyError) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
    // A Content-Type header that is present but empty never reaches a parser.
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw wrongType();
    throw err; // the app's error handler answers everything else
  });

  app.put(
    '/api/v1/consult-intake/:id/photo-id/',
    {
      config: { access: access.owner('consult-intake') },
      bodyLimit: MAX_PHOTO_ID_BYTES,
      schema: {
        tags: ['consult intake'],
        security: bearer,
        summary: 'Upload the photo of your ID',
        description: UPLOAD_DESCRIPTION,
        consumes: [...PHOTO_ID_CONTENT_TYPES, 'application/octet-stream'],
        // Documents the raw image body; no type, so that the schema check passes the bytes on to the service's checks.
        body: { description: `The image file (JPEG, PNG or HEIC/HEIF, at most ${MAX_PHOTO_ID_MB} MB) as the raw request body.` },
        params: intakeIdParams,
        response: { 200: intakeSchema, ...errors(400, 401, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const intake = await loadIntake(ctx.db, user.id, Number(request.params.id));
      const outcome = await uploadPhotoId(ctx, intake, { contentType: request.headers['content-type'], body: request.body });
      if (outcome.previousKey) {
        try {
          await ctx.photoIds.delete(outcome.previousKey);
        } catch (err) {
          // The replacement is recorded; the old file is an orphan to clean up, not a failed upload.
          request.log.error({ err: { code: (err as NodeJS.ErrnoException).code }, intakeId: intake.id }, 'could not delete a replaced photo ID');
        }
      }
      const touched = [photoObject(outcome.intake)];
      await audit(ctx.db, ctx.clock, request, outcome.replaced ? 'update' : 'create', touched);
      if (outcome.reupload) await audit(ctx.db, ctx.clock, request, 'update', consultObject(outcome.intake));
      return toIntakeView(outcome.intake);
    },
  );

  app.get(
    '/api/internal/clinician/consults/:uid/photo-id/',
    {
      config: { access: access.staff('consult') },
      schema: {
        tags: ['clinician'],
        security: bearer,
        summary: "The photo of a consult's patient's ID (staff)",
        description:
          `The image the patient uploaded on the consult's intake, as stored: re-encoded on upload, without metadata (Content-Type image/jpeg or image/png; image/heic for a photo stored before re-encoding). Served inline under Content-Security-Policy "${PHOTO_ID_CSP}", X-Content-Type-Options nosniff and Cache-Control no-store: for the clinician to verify the identity (an unverifiable ID ends the consult as ID, and the patient reuploads). Staff only (403 otherwise; the patient never gets the file back). Unknown uid, no intake or no photo: 404. Audited as a read of the photo_id, whose subject is the patient.`,
        params: uidParams,
        querystring: impersonationQuery,
        response: {
          200: {
            description: 'The image bytes.',
            content: Object.fromEntries(Object.keys(EXTENSIONS).map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
          },
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { intake, bytes, contentType } = await readPhotoIdOfConsult(ctx.db, ctx.photoIds, request.params.uid);
      await audit(ctx.db, ctx.clock, request, 'read', photoObject(intake));
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="photo-id.${EXTENSIONS[contentType] ?? 'bin'}"`)
        // Shown inline only in a sandbox: were the bytes ever read as a page, they could run nothing
        // and load nothing (photos stored before re-encoding began are served the same way).
        .header('content-security-policy', PHOTO_ID_CSP)
        .send(bytes);
    },
  );
}
