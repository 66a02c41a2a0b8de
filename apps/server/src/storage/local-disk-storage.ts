import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomToken } from '../lib/ids.js';
import {
  type FileStorage,
  FileNotFoundError,
  assertValidStorageKey,
  isValidStorageKey,
} from './file-storage.js';

/** A write in progress: `<key>.<random>.partial`, renamed to `<key>` once complete. */
const PARTIAL_SUFFIX = '.partial';

/**
 * Files under `<root>/<first two key characters>/<key>`. A write goes to a temporary file first and
 * is renamed into place, so a reader never sees half a file.
 */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): { dir: string; file: string } {
    assertValidStorageKey(key);
    const dir = join(this.root, key.slice(0, 2));
    return { dir, file: join(dir, key) };
  }

  async put(key: string, content: Readable | Uint8Array): Promise<void> {
    const { dir, file } = this.pathOf(key);
    await mkdir(dir, { recursive: true });
    const temporary = `${file}.${randomToken(6)}${PARTIAL_SUFFIX}`;
    try {
      if (content instanceof Readable) {
        await pipeline(content, createWriteStream(temporary, { flags: 'wx' }));
      } else {
        await writeFile(temporary, content, { flag: 'wx' });
      }
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const { file } = this.pathOf(key);
    try {
      await stat(file);
    } catch {
      throw new FileNotFoundError(key);
    }
    return createReadStream(file);
  }

  async *keysWrittenBefore(before: Date): AsyncIterable<string> {
    for await (const entry of this.entriesWrittenBefore(before)) {
      if (isValidStorageKey(entry.name)) yield entry.name;
    }
  }

  async removeUnfinishedWrites(before: Date): Promise<{ removed: number; failed: number }> {
    let removed = 0;
    let failed = 0;
    for await (const entry of this.entriesWrittenBefore(before)) {
      if (!entry.name.endsWith(PARTIAL_SUFFIX)) continue;
      try {
        await rm(entry.path, { force: true });
        removed += 1;
      } catch {
        failed += 1;
      }
    }
    return { removed, failed };
  }

  /**
   * Every file of the two-level layout last modified before `before`. A write in progress keeps
   * touching its temporary file, so only writes that stopped long ago qualify.
   */
  private async *entriesWrittenBefore(before: Date): AsyncIterable<{ name: string; path: string }> {
    for (const folder of await namesIn(this.root)) {
      const dir = join(this.root, folder);
      for (const name of await namesIn(dir)) {
        const path = join(dir, name);
        try {
          const info = await stat(path);
          if (info.isFile() && info.mtime < before) yield { name, path };
        } catch {
          // Deleted meanwhile (a discard or another sweep): nothing to report.
        }
      }
    }
  }

  /** The folder exists (made if need be) and this process may write in it. */
  async checkReachable(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }

  async delete(key: string): Promise<boolean> {
    const { file } = this.pathOf(key);
    try {
      await rm(file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }
}

/** The entries of a folder; none when it does not exist (nothing stored yet) or is not a folder. */
async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
}
