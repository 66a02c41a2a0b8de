import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ProviderSubmission, SubmissionStatusFilter } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { ProviderActor } from '../claimant-records/claimant-records.service.js';
import { safeFilename } from '../files/safe-filename.js';
import { listSubmissions, markSubmissionReceived, openProviderFile } from './submissions.service.js';

/**
 * `export-submissions <folder>` (issue 5 "list and export submissions to a folder"): one folder per
 * submission holding submission.json (the API's view of it, each file with the name it was saved
 * under) and its files. A folder is written under a temporary name and renamed when complete, so a
 * folder with the final name is always whole; with markReceived the submission is marked received
 * only after that.
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

/** Every submission with the status, newest first (collected before any is marked received). */
async function allSubmissions(db: Kysely<Database>, status: SubmissionStatusFilter) {
  const found: ProviderSubmission[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await listSubmissions(db, { Status: status, Limit: PAGE, Offset: offset });
    found.push(...page.Submissions);
    if (page.Submissions.length < PAGE) return found;
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
  await writeFile(
    join(partial, SUBMISSION_JSON),
    `${JSON.stringify({ ...submission, Files: files }, null, 2)}\n`,
  );
  // A second export of the same submission replaces the folder.
  await rm(folder, { recursive: true, force: true });
  await rename(partial, folder);
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
