import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ProviderSubmission, SubmissionStatusFilter } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { ProviderActor } from '../claimant-records/claimant-records.service.js';
import { safeFilename } from '../../lib/safe-filename.js';
import { listSubmissions, markSubmissionReceived, openProviderFile } from './submissions.service.js';

/**
 * `export-submissions <folder>` (issue 5 "list and export submissions to a folder"): one folder per
 * submission holding submission.json (the API's view of it, each file with the name it was saved
 * under) and its files. A folder is written under a temporary name and renamed when complete, so a
 * folder with the final name is always whole. Every file and the folder are flushed to the disk
 * (fsync) before the rename, and the rename itself (the parent folder) after it; only then, with
 * markReceived, is the submission marked received — a crash never leaves a submission marked received
 * whose export was still in the page cache.
 */
export const SUBMISSION_JSON = 'submission.json';
const PAGE = 200;

export interface ExportDeps {
  db: Kysely<Database>;
  storage: FileStorage;
}

export interface ExportedSubmission {
  submission: ProviderSubmission;
  folder: string;
}

/**
 * Every submission with the status, newest first. All pages are read before any submission is marked
 * received: marking while paging forward with Offset would skip one submission per mark (a marked one
 * leaves the Status=submitted list and the rest move up; see the listSubmissions description). A
 * submission arriving meanwhile shifts the later pages down by one, so ids already collected are
 * dropped rather than exported twice; it is itself left for the next run.
 */
async function allSubmissions(db: Kysely<Database>, status: SubmissionStatusFilter) {
  const found = new Map<string, ProviderSubmission>();
  for (let offset = 0; ; offset += PAGE) {
    const page = await listSubmissions(db, { Status: status, Limit: PAGE, Offset: offset });
    for (const submission of page.Submissions) {
      if (!found.has(submission.SubmissionId)) found.set(submission.SubmissionId, submission);
    }
    if (page.Submissions.length < PAGE) return [...found.values()];
  }
}

/** Flushes a file's bytes to the disk (fsync), so a crash after this cannot lose them. */
async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Flushes a folder's entries (new files, a rename) to the disk. Windows cannot open a folder for
 * fsync; there NTFS journals the entries itself, so the refusal is ignored on that platform only.
 */
async function syncFolder(path: string): Promise<void> {
  let handle;
  try {
    handle = await open(path, 'r');
    await handle.sync();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!(process.platform === 'win32' && (code === 'EISDIR' || code === 'EPERM'))) throw error;
  } finally {
    await handle?.close();
  }
}

/** Writes text to a new file and flushes it to the disk. */
async function writeFileSynced(path: string, text: string): Promise<void> {
  const handle = await open(path, 'wx');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** `2026-03-01-personalDetails-<id>`: sorts by date, and names only characters safe on any disk. */
export function folderNameOf(submission: ProviderSubmission): string {
  const kind = submission.Kind.replace(/[^A-Za-z0-9_-]/g, '');
  return `${submission.SubmittedAt.slice(0, 10)}-${kind}-${submission.SubmissionId}`;
}

/** Display names made safe and unique in one folder ("a.pdf", "a (2).pdf"); submission.json is taken. */
export function savedNamesOf(filenames: readonly string[]): string[] {
  const taken = new Set([SUBMISSION_JSON]);
  return filenames.map((name) => {
    const dot = name.lastIndexOf('.');
    const safe = safeFilename(name, dot > 0 ? name.slice(dot + 1) : 'bin');
    const stem = safe.lastIndexOf('.') > 0 ? safe.slice(0, safe.lastIndexOf('.')) : safe;
    const extension = safe.slice(stem.length);
    let candidate = safe;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

async function writeFileChecked(deps: ExportDeps, fileId: string, sha256: string, path: string) {
  const file = await openProviderFile(deps, fileId);
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  await pipeline(file.bytes, hashing, createWriteStream(path));
  if (hash.digest('hex') !== sha256) throw new Error(`${path}: the stored bytes do not match their SHA-256`);
  await syncFile(path);
}

async function exportOne(deps: ExportDeps, submission: ProviderSubmission, root: string): Promise<string> {
  const folder = join(root, folderNameOf(submission));
  const partial = `${folder}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  const names = savedNamesOf(submission.Files.map((file) => file.Filename));
  const files = submission.Files.map((file, i) => ({ ...file, SavedAs: names[i] ?? file.FileId }));
  for (const file of files)
    await writeFileChecked(deps, file.FileId, file.Sha256, join(partial, file.SavedAs));
  await writeFileSynced(
    join(partial, SUBMISSION_JSON),
    `${JSON.stringify({ ...submission, Files: files }, null, 2)}\n`,
  );
  await syncFolder(partial);
  // A second export of the same submission replaces the folder.
  await rm(folder, { recursive: true, force: true });
  await rename(partial, folder);
  await syncFolder(root);
  return folder;
}

export async function exportSubmissions(
  deps: ExportDeps,
  options: { folder: string; status: SubmissionStatusFilter; markReceived: boolean; actor: ProviderActor },
  now: () => Date,
  onExported: (exported: ExportedSubmission) => void = () => undefined,
): Promise<ExportedSubmission[]> {
  await mkdir(options.folder, { recursive: true });
  const exported: ExportedSubmission[] = [];
  for (const found of await allSubmissions(deps.db, options.status)) {
    const folder = await exportOne(deps, found, options.folder);
    const submission = options.markReceived
      ? await markSubmissionReceived(deps.db, found.SubmissionId, options.actor, now())
      : found;
    exported.push({ submission, folder });
    onExported({ submission, folder });
  }
  return exported;
}
