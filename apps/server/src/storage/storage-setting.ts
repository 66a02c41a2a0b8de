import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the server keeps file contents (issue 16 "Run as several servers"). */
export type StorageSetting =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Keys live under `<prefix>/`; empty for the bucket's root. No leading or trailing slash. */
      prefix: string;
      region: string;
      /** AWS_ENDPOINT_URL (an S3-compatible service); null for AWS itself. Path-style when set. */
      endpoint: string | null;
    };

export interface StorageVariables {
  STORAGE_URL?: string | undefined;
  AWS_REGION?: string | undefined;
  AWS_ENDPOINT_URL?: string | undefined;
}

/** The region the SDK is given when an endpoint is named but no region (S3-compatible servers ignore it). */
export const DEFAULT_ENDPOINT_REGION = 'us-east-1';

// S3's own bucket naming rules; a name outside them can only be a typo.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * Reads STORAGE_URL and, for S3, AWS_REGION and AWS_ENDPOINT_URL. Absent or `file:` keeps files on
 * local disk in DATA_DIR/files; `file:///path` names another folder; `s3://bucket/prefix` puts them
 * in object storage. Credentials are not read here: the SDK's default chain finds them (environment,
 * profile, container or instance role), so no secret passes through Config. Answers a message
 * naming the variable when a value is unusable.
 */
export function parseStorageSetting(
  vars: StorageVariables,
  dataDir: string,
): { setting: StorageSetting } | { problem: string } {
  const raw = vars.STORAGE_URL?.trim() ?? '';
  const localDefault = { setting: { kind: 'local', dir: join(dataDir, 'files') } as const };
  if (raw === '' || raw === 'file:') return localDefault;
  if (raw.startsWith('file:')) return parseFileUrl(raw);
  if (!raw.startsWith('s3://')) {
    return { problem: `STORAGE_URL must be file: or s3://bucket/prefix (got "${raw}")` };
  }
  return parseS3Url(raw, vars);
}

function parseFileUrl(raw: string): { setting: StorageSetting } | { problem: string } {
  // URL parsing would read `file:relative` as /relative: only the absolute form is taken.
  if (!raw.startsWith('file:///')) {
    return { problem: `STORAGE_URL must be file: or file:///absolute/folder (got "${raw}")` };
  }
  try {
    const dir = fileURLToPath(raw);
    if (isAbsolute(dir)) return { setting: { kind: 'local', dir } };
  } catch {
    // Reported below.
  }
  return { problem: `STORAGE_URL must be file: or file:///absolute/folder (got "${raw}")` };
}

function parseS3Url(raw: string, vars: StorageVariables): { setting: StorageSetting } | { problem: string } {
  const match = /^s3:\/\/([^/?#]*)(\/[^?#]*)?$/.exec(raw);
  const bucket = match?.[1] ?? '';
  if (!match || !BUCKET.test(bucket)) {
    return {
      problem: `STORAGE_URL must be s3://bucket/prefix with a valid bucket name and no query (got "${raw}")`,
    };
  }
  const segments = (match[2] ?? '').split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => !PREFIX_SEGMENT.test(segment) || /^\.+$/.test(segment))) {
    return {
      problem: `STORAGE_URL prefix may hold only letters, digits, ".", "_", "-" and "/" (got "${raw}")`,
    };
  }
  const endpoint = vars.AWS_ENDPOINT_URL?.trim() || null;
  if (endpoint !== null && !isHttpUrl(endpoint)) {
    return { problem: `AWS_ENDPOINT_URL must be an http:// or https:// address (got "${endpoint}")` };
  }
  const region = vars.AWS_REGION?.trim() || (endpoint === null ? null : DEFAULT_ENDPOINT_REGION);
  if (region === null) {
    return {
      problem: 'STORAGE_URL=s3://... needs AWS_REGION (or AWS_ENDPOINT_URL for an S3-compatible service)',
    };
  }
  return {
    setting: {
      kind: 's3',
      bucket,
      prefix: segments.join('/'),
      region,
      endpoint: endpoint?.replace(/\/+$/, '') ?? null,
    },
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}
