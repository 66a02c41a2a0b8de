// The upload-memory case of `npm run bench` (issue 4 "upload memory stays flat for a 10 MB file"):
// signs in as Alex, opens a personal-details change request and uploads the largest accepted file
// (10 485 759 bytes, "below 10MB") BENCH_UPLOADS times in a row, reading the server's resident set
// size from /proc/<pid>/status (VmRSS now, VmHWM = peak since start; `ps -o rss=` elsewhere).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const FILE_BYTES = 10_485_760 - 1;

/** { rssMiB, peakMiB } of a process; peak is null where /proc is not available. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
    return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
  } catch {
    const kib = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim());
    return { rssMiB: kib / 1024, peakMiB: null };
  }
}

async function postJson(baseUrl, path, body) {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: await response.json() };
}

function pdfOfSize(bytes) {
  const content = new Uint8Array(bytes).fill(0x20);
  content.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new Blob([content], { type: 'application/pdf' });
}

/**
 * Runs the uploads and answers the report (throws when sign-in or the form fails). Sign-in uses the
 * demo account; the server must run with SIGNIN_VERIFICATION=never.
 */
export async function runUploadMemoryCase({ baseUrl, pid, uploads, password }) {
  const login = await postJson(baseUrl, '/api/account/login', {
    AccessToken: '',
    EmailAddress: 'alex@example.com',
    Password: password,
    RememberMe: false,
    DeviceType: 0,
  });
  if (login.status !== 200 || login.body.AccountActivated !== 2) {
    throw new Error(`upload-memory case: sign-in failed (${login.status} ${JSON.stringify(login.body)})`);
  }
  const token = login.body.AccessToken;
  const form = await postJson(baseUrl, '/api/account/updatepersonaldetails', {
    AccessToken: token,
    Title: 'Mr',
    FirstName: 'Alex',
    MiddleNames: '',
    Surname: 'Citizen',
    DateOfBirth: '01/01/1985',
    Reason: 4,
  });
  if (form.status !== 200) throw new Error(`upload-memory case: form refused ${JSON.stringify(form.body)}`);
  const file = pdfOfSize(FILE_BYTES);

  const upload = async () => {
    const body = new FormData();
    // Fields before the file: the server authenticates before it stores a byte.
    body.append('accessToken', token);
    body.append('FormId', form.body.Identifier);
    body.append('uploads[]', file, 'bench.pdf');
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/documentupload/uploaddetailsfile`, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(60_000),
    });
    await response.text();
    return { ok: response.status === 200, ms: performance.now() - started };
  };

  await upload(); // warm-up: code paths loaded, buffers allocated once
  const before = memoryOf(pid);
  const samples = [];
  let failures = 0;
  for (let i = 0; i < uploads; i += 1) {
    const result = await upload();
    if (!result.ok) failures += 1;
    samples.push({ ms: result.ms, rssMiB: memoryOf(pid).rssMiB });
  }
  const after = memoryOf(pid);
  const maxRss = Math.max(...samples.map((s) => s.rssMiB));
  const meanMs = samples.reduce((sum, s) => sum + s.ms, 0) / samples.length;
  return { fileBytes: FILE_BYTES, uploads, failures, before, after, maxRssMiB: maxRss, meanMs, samples };
}
