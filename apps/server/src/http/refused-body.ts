import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The most of a refused body read away after its refusal (issue 29 item 8): past it, the connection is
 * closed instead, so a client cannot make the server read without end.
 */
export const REFUSED_BODY_READ_MAX_BYTES = 16 * 1024 * 1024;
/** The longest a refused body is read for, however slowly it arrives (a JSON body's default timeout). */
export const REFUSED_BODY_READ_MAX_MS = 30_000;

/** Sockets whose current request has been answered while its body is still being read away. */
const answeredSockets = new WeakSet<Socket>();

/** True while a refusal is out on this socket and the rest of its body is being read away. */
export function isAnsweredWhileReading(socket: Socket): boolean {
  return answeredSockets.has(socket);
}

/**
 * A body refused as too large is read to its end and thrown away after the refusal is sent (issue 29
 * item 8). Closing the connection at once, as Fastify does, closes it under a client still sending:
 * the unread bytes reset it, and the client (Node's fetch: EPIPE, curl) loses the answer it was about
 * to read. Read away, the refusal arrives whole and the connection stays usable. A body declared larger
 * than REFUSED_BODY_READ_MAX_BYTES, or one that goes on past it or past REFUSED_BODY_READ_MAX_MS, is cut
 * off as before.
 */
export function readAwayRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  const socket = raw.socket;
  if (raw.complete || raw.destroyed || socket.destroyed) return;
  const declared = Number(raw.headers['content-length']);
  if (declared > REFUSED_BODY_READ_MAX_BYTES) return;
  answeredSockets.add(socket);
  let read = 0;
  const cutOff = () => socket.destroy();
  const timer = setTimeout(cutOff, REFUSED_BODY_READ_MAX_MS);
  raw.once('end', () => {
    clearTimeout(timer);
    answeredSockets.delete(socket);
  });
  raw.once('close', () => clearTimeout(timer));
  // Whatever the parser read through (a preParsing copy) is left behind; the rest is counted here.
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > REFUSED_BODY_READ_MAX_BYTES) cutOff();
  });
  raw.resume();
  // Fastify asks for the connection to close after a refused body; it stays open until the body is read.
  reply.removeHeader('connection');
}
