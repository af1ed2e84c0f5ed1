// The checks of a chosen ID photo before it is sent (type and size, as the API checks them), for
// every screen that uploads one (the intake's photo step, also its re-upload after a failed ID
// verification).
export const MAX_PHOTO_ID_MB = 10;
const MAX_BYTES = MAX_PHOTO_ID_MB * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/heif'];
const EXTENSIONS = /\.(jpe?g|png|heic|heif)$/i;

/** The file input's `accept`. */
export const PHOTO_ID_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,.heic,.heif';

/** What is wrong with a chosen file, or null. */
export function photoIdFileError(file: File): string | null {
  const typeOk = file.type ? TYPES.includes(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return 'Choose a photo: a JPEG, PNG or HEIC image.';
  if (file.size === 0) return 'This file is empty. Choose another photo.';
  if (file.size > MAX_BYTES) return `This photo is larger than ${MAX_PHOTO_ID_MB} MB. Choose a smaller one.`;
  return null;
}
