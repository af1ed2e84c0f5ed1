// What a photo ID upload may be: a JPEG, PNG or HEIC/HEIF image of at most MAX_PHOTO_ID_BYTES. The
// type is read from the file's first bytes (its "magic number"); the declared Content-Type must be
// one of the image types too, but it is not trusted on its own.

export const MAX_PHOTO_ID_MB = 10;
/** The one size limit of an uploaded photo ID (10 MB). */
export const MAX_PHOTO_ID_BYTES = MAX_PHOTO_ID_MB * 1024 * 1024;

/** Retention: a photo ID is deleted this many days after its consult closes (complete, referred, ineligible, cancelled). */
export const PHOTO_ID_RETENTION_DAYS = 30;

/** The Content-Types an upload may declare (HEIC and HEIF are the same container: phones send either). */
export const PHOTO_ID_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/heif'] as const;
/**
 * "Type unknown": a browser sends a file it has no type for (often a HEIC photo on a desktop) with no
 * Content-Type or as application/octet-stream. Accepted: the bytes decide. Any other declared type
 * (text, PDF, JSON, multipart...) is refused.
 */
export const UNDECLARED_CONTENT_TYPES = ['', 'application/octet-stream'] as const;

export const isAcceptedContentType = (mediaType: string): boolean =>
  (PHOTO_ID_CONTENT_TYPES as readonly string[]).includes(mediaType) || (UNDECLARED_CONTENT_TYPES as readonly string[]).includes(mediaType);

export type PhotoIdImageType = 'image/jpeg' | 'image/png' | 'image/heic';

/** HEIF brands of still images (ISO/IEC 23008-12): heic/heix (HEVC), mif1/msf1 (generic), and the HEVC sequences. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);

const startsWith = (bytes: Buffer, signature: number[]) => bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** The image type the bytes are, or null when they are none of the accepted ones. */
export function sniffImageType(bytes: Buffer): PhotoIdImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // ISO base media file: a 4-byte box size, then 'ftyp' and the major brand.
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(bytes.toString('latin1', 8, 12))) {
    return 'image/heic';
  }
  return null;
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export const mediaTypeOf = (header: string | undefined): string => (header ?? '').split(';')[0].trim().toLowerCase();
