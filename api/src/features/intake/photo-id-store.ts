// Where the photos of government IDs live: a small interface (put/get/delete by key) so that a
// deployment can swap the filesystem for an object store. Keys are random (never the uploader's file
// name) and the files are never served from a public path: only the staff route reads them.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface PhotoIdStore {
  /** Stores the bytes under a new random key and answers the key. */
  put(bytes: Buffer): Promise<string>;
  /** The bytes stored under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file of `key` (nothing happens when there is none). */
  delete(key: string): Promise<void>;
}

/** 32 hex digits: 128 random bits. Anything else is refused before it can name a path. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;

function checkKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error('Invalid photo ID key.');
}

/**
 * One file per photo in `dir` (created on first use, readable by the API's user only). The file has
 * no extension and no trace of the uploader's file name.
 */
export class FilesystemPhotoIdStore implements PhotoIdStore {
  constructor(private readonly dir: string) {}

  private fileOf(key: string): string {
    checkKey(key);
    return path.join(this.dir, key);
  }

  async put(bytes: Buffer): Promise<string> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const key = randomBytes(16).toString('hex');
    // 'wx': never overwrite (a collision of 128 random bits would be a bug, not a replacement).
    await writeFile(this.fileOf(key), bytes, { flag: 'wx', mode: 0o600 });
    return key;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}
