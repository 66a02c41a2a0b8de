import type { StorageSetting } from './storage-setting.js';
import type { FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';

/**
 * The file store STORAGE_URL names (config.ts): a folder on this machine, or an S3 bucket. The AWS SDK
 * is loaded only for an S3 store: it is a quarter of the server's start-up imports, which every start
 * on the default local store (and every server test file) would otherwise pay for.
 */
export async function createFileStorage(setting: StorageSetting): Promise<FileStorage> {
  if (setting.kind === 'local') return new LocalDiskStorage(setting.dir);
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage(setting);
}
