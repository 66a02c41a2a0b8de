import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readMail } from '../notifier/transport-servers.js';

/**
 * Servers the delivery tests switch between states (issue 29): a mail server that is up, that accepts
 * a connection and never answers (hang), or that refuses every message; and a webhook receiver.
 */

export type SmtpMode = 'up' | 'hang' | 'refuse';

export interface ReceivedNotice {
  to: string[];
  subject: string;
  messageId: string;
  text: string;
}

export interface ControllableSmtpServer {
  url: string;
  mode: SmtpMode;
  messages: ReceivedNotice[];
  /** Connections accepted while hanging (the client gave up on them). */
  hungConnections: number;
  close(): Promise<void>;
}

const header = (headers: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';

export async function startControllableSmtp(
  mode: SmtpMode = 'up',
  port = 0,
): Promise<ControllableSmtpServer> {
  const control: ControllableSmtpServer = {
    url: '',
    mode,
    messages: [],
    hungConnections: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onConnect(_session, callback) {
      // Hanging: the greeting never comes, as with a mail server that accepts and never answers.
      if (control.mode === 'hang') {
        control.hungConnections += 1;
        return;
      }
      if (control.mode === 'refuse') {
        callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, text } = readMail(Buffer.concat(chunks).toString('utf8'));
        control.messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: header(headers, 'Subject'),
          messageId: header(headers, 'Message-ID'),
          text,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  control.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return control;
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

export interface WebhookReceiver {
  url: string;
  /** Answers, in order, for the next requests; 200 once they run out. */
  answers: number[];
  requests: ReceivedWebhook[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(answers: number[] = []): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: '',
    answers,
    requests: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = receiver.answers.shift() ?? 200;
      receiver.requests.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        status,
      });
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'ok' : 'busy');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/portal-events`;
  return receiver;
}

/** A fresh Standard Webhooks secret: whsec_ and base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64')}`;
}
