import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomToken } from '../lib/ids.js';
import { type FileStorage, FileNotFoundError, assertValidStorageKey } from './file-storage.js';

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
    const temporary = `${file}.${randomToken(6)}.partial`;
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
