// Every photo ID is decoded and encoded again before it is stored (issue 28): what is kept is pixels
// written by sharp, never the uploaded bytes. So a file that is an image and also HTML or script (a
// polyglot), data after the image, and all metadata (EXIF with the GPS location, camera serials,
// comments) are gone, and a file that does not decode is refused. HEIC is decoded by heic-decode
// (libheif in WebAssembly: sharp's prebuilt libvips reads only AV1-coded HEIF) and stored as JPEG,
// which every browser shows.
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import type { PhotoIdImageType } from './photo-id-rules';

/** Decompression bombs stop here: 50 megapixels holds a 48 MP phone photo (about 200 MB decoded). */
export const MAX_PHOTO_ID_PIXELS = 50_000_000;

export interface StoredImage {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
}

async function heicPixels(bytes: Buffer): Promise<Sharp | null> {
  const images = await decodeHeic.all({ buffer: bytes });
  try {
    const first = images[0];
    if (!first || first.width * first.height > MAX_PHOTO_ID_PIXELS) return null;
    const { width, height, data } = await first.decode();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
  } finally {
    images.dispose();
  }
}

/**
 * The image of `bytes` (of the sniffed `type`) encoded anew, upright and without metadata; null when
 * the bytes do not decode as that type (or hold too many pixels).
 */
export async function reencodePhotoId(bytes: Buffer, type: PhotoIdImageType): Promise<StoredImage | null> {
  try {
    if (type === 'image/heic') {
      const pixels = await heicPixels(bytes);
      return pixels && { bytes: await pixels.jpeg({ quality: 90 }).toBuffer(), contentType: 'image/jpeg' };
    }
    // failOn 'error': a truncated or corrupt file is refused, not half drawn. rotate(): EXIF
    // orientation is applied to the pixels, since the metadata that held it is not kept.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PHOTO_ID_PIXELS }).rotate();
    if (type === 'image/png') return { bytes: await image.png().toBuffer(), contentType: 'image/png' };
    return { bytes: await image.jpeg({ quality: 90 }).toBuffer(), contentType: 'image/jpeg' };
  } catch {
    return null;
  }
}
