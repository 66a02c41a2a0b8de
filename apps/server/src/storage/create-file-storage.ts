import type { StorageSetting } from './storage-setting.js';
import type { FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { S3Storage } from './s3-storage.js';

/** The file store STORAGE_URL names (config.ts): a folder on this machine, or an S3 bucket. */
export function createFileStorage(setting: StorageSetting): FileStorage {
  return setting.kind === 'local' ? new LocalDiskStorage(setting.dir) : new S3Storage(setting);
}
