/**
 * A bare HTTP/1.1 client for the server's hostile-input tests: it writes exactly the bytes it is given (odd
 * paths, unfinished bodies, oversized headers), reads the answer, and times it.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';

export type Answer = {
  status: number;
  headers: Record<string, string>;
  body: string;
  ms: number;
  /** The server closed the connection without answering. */
  closed?: boolean;
};

export type RawRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send only this much of the body (the rest never comes): a slow or stalled client. */
  sendBytes?: number;
  /** Write exactly these bytes instead (e.g. headers that never end). */
  raw?: string;
};

/** Parses one HTTP/1.1 answer (Content-Length or close-delimited; the server does not chunk these). */
function parse(raw: Buffer): Omit<Answer, 'ms'> {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: '', closed: true };
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: raw.subarray(end + 4).toString('utf8') };
}

/**
 * Sends a request on a new connection; resolves with the answer once the server has sent it whole. `onSent`
 * runs when the request's bytes (as many as are sent) are written.
 */
export function send(port: number, request: RawRequest, onSent?: () => void): Promise<Answer> {
  const body =
    typeof request.body === 'string' ? Buffer.from(request.body) : (request.body ?? Buffer.alloc(0));
  const headers = { Host: '127.0.0.1', Connection: 'close', ...request.headers };
  if (body.length && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length'))
    Object.assign(headers, { 'Content-Length': String(body.length) });
  const head = `${request.method ?? 'GET'} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1');
    let expected = Infinity;
    const done = () => {
      socket.destroy();
      resolve({ ...parse(Buffer.concat(chunks)), ms: performance.now() - started });
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      if (end >= 0 && expected === Infinity) {
        const answer = parse(all);
        const length = answer.headers['content-length'];
        if (length !== undefined) expected = end + 4 + Number(length);
        else if (answer.status === 204 || answer.status === 304) expected = end + 4;
      }
      if (all.length >= expected) done();
    });
    socket.on('end', done);
    socket.on('close', done);
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? done() : reject(error),
    );
    const payload =
      request.raw !== undefined
        ? Buffer.from(request.raw, 'latin1')
        : Buffer.concat([Buffer.from(head, 'latin1'), body.subarray(0, request.sendBytes ?? body.length)]);
    socket.write(payload, () => onSent?.());
  });
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
