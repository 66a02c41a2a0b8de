import { PassThrough, Readable, pipeline } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  type FileStorage,
  FileNotFoundError,
  assertValidStorageKey,
  isValidStorageKey,
} from './file-storage.js';

/**
 * A streamed upload holds at most PARTS_IN_FLIGHT parts of PART_SIZE_BYTES in memory, whatever the file's
 * size: 5 MiB is the smallest part S3 accepts, and two parts in flight keep one sending while the
 * next fills.
 */
export const PART_SIZE_BYTES = 5 * 1024 * 1024;
export const PARTS_IN_FLIGHT = 2;

export interface S3StorageOptions {
  bucket: string;
  /** Keys live under `<prefix>/`; empty for the bucket's root. */
  prefix: string;
  region: string;
  /** An S3-compatible service (AWS_ENDPOINT_URL): addressed path-style, bucket in the path. */
  endpoint: string | null;
  /** Only tests pass these; otherwise the SDK's default chain finds them (env, profile, role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Files as objects `<prefix>/<key>` in one bucket (issue 16), so every server behind the load
 * balancer reads what any of them wrote. An object appears only once its upload completes (S3 makes
 * a multipart upload visible at CompleteMultipartUpload), so a reader never sees half a file, as with
 * the local disk's rename.
 */
export class S3Storage implements FileStorage {
  /** Public so tests can watch the requests it sends (a middleware); nothing else uses it. */
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly keyPrefix: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.keyPrefix = options.prefix === '' ? '' : `${options.prefix}/`;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint === null
        ? {}
        : {
            endpoint: options.endpoint,
            forcePathStyle: true,
            // The SDK's default checksums (aws-chunked bodies with trailing CRCs) are newer than many
            // S3-compatible services; against those, checksums only where the operation requires them.
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  }

  private objectKey(key: string): string {
    assertValidStorageKey(key);
    return `${this.keyPrefix}${key}`;
  }

  async put(key: string, content: Readable | Uint8Array): Promise<void> {
    const Key = this.objectKey(key);
    if (!(content instanceof Readable)) {
      // Already in memory (a generated PDF, a provider's attachment): one request.
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: content }));
      return;
    }
    // A stream goes in parts, never whole. On failure lib-storage's own abort would throw the abort's
    // error in place of the cause (a refused upload would read as a storage fault, and s3rver refuses
    // aborts), so it leaves the parts and they are aborted here, best effort, keeping the cause.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: plainStream(content) },
      partSize: PART_SIZE_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (error) {
      await this.abortUpload(Key, uploadIdOf(upload));
      throw error;
    }
  }

  private async abortUpload(Key: string, UploadId: string | undefined): Promise<void> {
    if (UploadId === undefined) return;
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId }));
    } catch {
      // Left for removeUnfinishedWrites (or the bucket's AbortIncompleteMultipartUpload rule).
    }
  }

  async get(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered GetObject without a stream');
      return answer.Body;
    } catch (error) {
      if (isNotFound(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  /**
   * S3's DeleteObject answers the same whether or not the object existed, so HeadObject asks first:
   * the answer says whether bytes were there. Two deletes of one key racing may both answer true;
   * the sweep that counts them runs on one server at a time (upload-sweeper.ts).
   */
  async delete(key: string): Promise<boolean> {
    const Key = this.objectKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }));
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
    return true;
  }

  async *keysWrittenBefore(before: Date): AsyncIterable<string> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.keyPrefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.keyPrefix.length) ?? '';
        // Only our own keys directly under the prefix: anything else in the bucket is not ours.
        if (!isValidStorageKey(key) || object.LastModified === undefined) continue;
        if (object.LastModified < before) yield key;
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /**
   * Aborts multipart uploads under the prefix started before `before` (a server stopped mid-upload).
   * A service without ListMultipartUploads (s3rver answers 501 NotImplemented) has nothing this can
   * find, so it answers zero; a bucket lifecycle rule (AbortIncompleteMultipartUpload) covers it.
   */
  async removeUnfinishedWrites(before: Date): Promise<{ removed: number; failed: number }> {
    let removed = 0;
    let failed = 0;
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new ListMultipartUploadsCommand({
            Bucket: this.bucket,
            Prefix: this.keyPrefix,
            KeyMarker,
            UploadIdMarker,
          }),
        );
      } catch (error) {
        if (isNotImplemented(error)) return { removed, failed };
        throw error;
      }
      for (const upload of page.Uploads ?? []) {
        const key = upload.Key?.slice(this.keyPrefix.length) ?? '';
        if (!isValidStorageKey(key) || upload.Initiated === undefined || upload.Initiated >= before) continue;
        try {
          await this.client.send(
            new AbortMultipartUploadCommand({
              Bucket: this.bucket,
              Key: upload.Key,
              UploadId: upload.UploadId,
            }),
          );
          removed += 1;
        } catch (error) {
          // Already completed or aborted (another server's sweep, a late CompleteMultipartUpload).
          if (!isNotFound(error)) failed += 1;
        }
      }
      const more = page.IsTruncated === true;
      KeyMarker = more ? page.NextKeyMarker : undefined;
      UploadIdMarker = more ? page.NextUploadIdMarker : undefined;
    } while (KeyMarker);
    return { removed, failed };
  }

  /** One HeadBucket: proves the endpoint answers, the credentials work and the bucket exists. */
  async checkReachable(signal?: AbortSignal): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: signal });
  }

  close(): void {
    this.client.destroy();
  }
}

/**
 * The same bytes through a stream with no `size`, `byteLength` or `path`: lib-storage reads those as
 * the body's length (the upload inspector's running `size` is 0 when the upload starts) and then
 * fails the upload for the "wrong" part count. pipeline passes the source's error on.
 */
function plainStream(source: Readable): Readable {
  const plain = new PassThrough();
  pipeline(source, plain, () => undefined);
  return plain;
}

/** The multipart upload's id, once lib-storage started one (a field its typings keep private). */
function uploadIdOf(upload: Upload): string | undefined {
  const id = (upload as unknown as { uploadId?: unknown }).uploadId;
  return typeof id === 'string' ? id : undefined;
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** The object (or upload) is not there; a missing bucket is a misconfiguration, not a missing file. */
function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || name === 'NoSuchUpload' || statusOf(error) === 404;
}

function isNotImplemented(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'NotImplemented' || statusOf(error) === 501;
}
