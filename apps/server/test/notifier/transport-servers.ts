import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Real servers on loopback for the transport tests: an SMTP server and an SMS gateway. */

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface RunningSmtpServer {
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

/** Accepts any mail without TLS or login (loopback only), keeping each message as received. */
export async function startSmtpServer(): Promise<RunningSmtpServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        messages.push({
          from: envelope.mailFrom === false ? '' : envelope.mailFrom.address,
          to: envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers and decoded text of a received message (quoted-printable soft breaks undone). */
export function readMail(raw: string): { headers: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  let text = raw.slice(split + 4);
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    text = text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return { headers, text: text.trim() };
}

export interface GatewayRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RunningSmsGateway {
  url: string;
  requests: GatewayRequest[];
  /** The status the next requests are answered with. */
  status: number;
  close(): Promise<void>;
}

export async function startSmsGateway(): Promise<RunningSmsGateway> {
  const requests: GatewayRequest[] = [];
  const gateway: RunningSmsGateway = {
    url: '',
    requests,
    status: 202,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(gateway.status, { 'content-type': 'application/json' });
      response.end(gateway.status < 300 ? '{"queued":true}' : '{"error":"gateway down"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  gateway.url = `http://127.0.0.1:${port}/messages`;
  return gateway;
}
