import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, messages } from '@portal/contract';
import { FakeXhr, flush, installFakeXhr } from '../test/fake-xhr';
import { setSessionExpiredNavigation } from './api-client';
import { ApiError } from './api-error';
import { sessionStore } from './session-store';
import { alertUploadFailure, createUploader, isUploadCancelled, percentOf, uploadFile } from './upload';

const pdf = () => new File(['%PDF-1.7 test'], 'letter.pdf', { type: 'application/pdf' });

let requests: FakeXhr[];
beforeEach(() => {
  requests = installFakeXhr();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.forceLogout();
});

function lastRequest(): FakeXhr {
  const request = requests.at(-1);
  if (!request) throw new Error('no upload was sent');
  return request;
}

describe('uploadFile', () => {
  it('posts multipart to the endpoint with the token and fields before the file under uploads[]', async () => {
    sessionStore.signIn({ AccessToken: 'session-token', isOneTimePassword: false }, { rememberMe: false });
    const done = uploadFile(endpoints.uploadDetailsFile, { FormId: 'form-7' }, pdf());
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/documentupload/uploaddetailsfile');
    expect(request.timeout).toBe(120_000);
    const entries = request.entries();
    expect(entries.map(([name]) => name)).toEqual(['accessToken', 'FormId', 'uploads[]']);
    expect(entries[0]?.[1]).toBe('session-token');
    expect(entries[1]?.[1]).toBe('form-7');
    expect((entries[2]?.[1] as File).name).toBe('letter.pdf');
    request.answer(200, { FileId: 'file-1' });
    await expect(done).resolves.toEqual({ FileId: 'file-1' });
  });

  it('reports upload progress as whole percentages up to 100, once per change', async () => {
    const seen: number[] = [];
    const done = uploadFile(endpoints.uploadDetailsFile, { FormId: 'f' }, pdf(), {
      onProgress: (percent) => seen.push(percent),
    });
    const request = lastRequest();
    request.progress(0, 2000);
    request.progress(333, 2000);
    request.progress(334, 2000);
    request.progress(1000, 2000);
    request.progress(2000, 2000);
    request.answer(200, { FileId: 'file-1' });
    await done;
    expect(seen).toEqual([0, 16, 50, 100]);
  });

  it('rejects with the 225 error list and leaves the session alone for ordinary errors', async () => {
    sessionStore.signIn({ AccessToken: 'session-token', isOneTimePassword: false }, { rememberMe: false });
    const done = uploadFile(endpoints.uploadDetailsFile, { FormId: 'f' }, pdf());
    lastRequest().answer(225, [{ Number: 171, Message: 'Document type is not accepted' }]);
    const failure = await done.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).errors).toEqual([{ Number: 171, Message: 'Document type is not accepted' }]);
    expect((failure as ApiError).isSessionExpired).toBe(false);
    expect(sessionStore.getAccessToken()).toBe('session-token');
  });

  it('ends the session and goes to /login when the first 225 error is an expired-token number', async () => {
    sessionStore.signIn({ AccessToken: 'session-token', isOneTimePassword: false }, { rememberMe: false });
    const navigate = vi.fn();
    setSessionExpiredNavigation(navigate);
    const done = uploadFile(endpoints.uploadDetailsFile, { FormId: 'f' }, pdf());
    lastRequest().answer(225, [{ Number: 8, Message: 'Token expired' }]);
    const failure = (await done.catch((error: unknown) => error)) as ApiError;
    expect(failure.isSessionExpired).toBe(true);
    expect(sessionStore.getSnapshot().user).toBeNull();
    // The same ending as api-client's (lib/api-client.ts endExpiredSession).
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('maps 415, other statuses, unreadable 225 bodies and malformed 200 answers to catalogue errors', async () => {
    const cases: [number, unknown, number][] = [
      [415, '', 2],
      [500, 'oops', 3],
      [225, { not: 'a list' }, 1],
      [200, { Wrong: true }, 4],
    ];
    for (const [status, body, number] of cases) {
      const done = uploadFile(endpoints.uploadDetailsFile, { FormId: 'f' }, pdf());
      lastRequest().answer(status, body);
      const failure = (await done.catch((error: unknown) => error)) as ApiError;
      expect(failure.errors[0]?.Number).toBe(number);
    }
  });

  it('times out with the spec text', async () => {
    const done = uploadFile(endpoints.uploadDetailsFile, { FormId: 'f' }, pdf());
    lastRequest().fireTimeout();
    const failure = (await done.catch((error: unknown) => error)) as ApiError;
    expect(failure.kind).toBe('timeout');
    expect(failure.errors[0]?.Message).toBe(messages.alerts.timeout);
  });

  it('can be cancelled through an abort signal', async () => {
    const controller = new AbortController();
    const done = uploadFile(endpoints.uploadDetailsFile, { FormId: 'f' }, pdf(), {
      signal: controller.signal,
    });
    controller.abort();
    const failure = await done.catch((error: unknown) => error);
    expect(isUploadCancelled(failure)).toBe(true);
  });

  it('uses the configured time-out, base address and expiry handler', async () => {
    const onSessionExpired = vi.fn();
    const upload = createUploader({
      getAccessToken: () => 't',
      onSessionExpired,
      baseUrl: 'https://api.example',
      timeoutMs: 5,
    });
    const done = upload(endpoints.uploadDetailsFile, { FormId: 'f' }, pdf());
    expect(lastRequest().url).toBe('https://api.example/api/documentupload/uploaddetailsfile');
    expect(lastRequest().timeout).toBe(5);
    lastRequest().answer(225, [{ Number: 28, Message: 'expired' }]);
    await done.catch(() => undefined);
    await flush();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });
});

describe('percentOf', () => {
  it('rounds down and never passes 100', () => {
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1200, 1000)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe('alertUploadFailure', () => {
  it('alerts the first error as "Error {number}: {message}"', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    alertUploadFailure(
      new ApiError('business', 225, [
        { Number: 170, Message: 'Document must be below 10MB' },
        { Number: 171, Message: 'Document type is not accepted' },
      ]),
    );
    expect(alert).toHaveBeenCalledWith('Error 170: Document must be below 10MB');
    alert.mockRestore();
  });

  it('stays silent for a cancelled upload or an expired session', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    alertUploadFailure(new DOMException('cancelled', 'AbortError'));
    alertUploadFailure(new ApiError('business', 225, [{ Number: 8, Message: 'expired' }], true));
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });
});
