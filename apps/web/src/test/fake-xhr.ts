import { vi } from 'vitest';

/**
 * A scripted XMLHttpRequest for upload tests: each request is recorded with its method, URL and
 * FormData, and the test drives it (progress, answer, time-out) by hand.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  body: FormData | null = null;
  headers: Record<string, string> = {};
  /** Headers of the answer, lower-case names (e.g. the session-time-left header). */
  responseHeaders: Record<string, string> = {};
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  constructor() {
    FakeXhr.requests.push(this);
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: FormData): void {
    this.body = body;
  }

  abort(): void {
    this.events.dispatchEvent(new Event('abort'));
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener);
  }

  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }

  answer(status: number, body: unknown): void {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }

  fireTimeout(): void {
    this.events.dispatchEvent(new Event('timeout'));
  }

  /** The multipart entries in the order they were appended. */
  entries(): [string, FormDataEntryValue][] {
    return this.body ? [...this.body.entries()] : [];
  }
}

/** Replaces XMLHttpRequest with FakeXhr; returns the recorded requests. */
export function installFakeXhr(): typeof FakeXhr.requests {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.requests;
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
