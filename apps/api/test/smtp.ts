/** A real SMTP server for the api's mail tests (smtp-server), and what reached it read back (mailparser). */
import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  port: number;
  /** Every mail accepted so far, parsed, in arrival order. */
  mails: ParsedMail[];
  /** From now on, answer each mail's DATA with this reply (a 4xx or 5xx code and text), or accept again (null). */
  refuse(reply: { code: number; message: string } | null): void;
  /** Waits until `count` mails (in all) have arrived, or fails after `timeoutMs`. */
  received(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Stops listening (a server that is down); `start` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A server on `port` (0: any free one). `besides`: mails it accepts and does not keep, which the
 * test is not about (the sign-up's own mail, in a test of the inbox's mails); their own tests read them.
 */
export async function startTestSmtp(port = 0, besides?: (mail: ParsedMail) => boolean): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  let refusal: { code: number; message: string } | null = null;
  let server: SMTPServer;
  let boundPort = port;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // A stopped server drops its connections at once (the default waits 30 s for them).
      closeTimeout: 100,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (refusal) {
            const err = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
            return callback(err);
          }
          simpleParser(Buffer.concat(chunks)).then(
            (mail) => {
              if (!besides?.(mail)) mails.push(mail);
              callback();
            },
            (err: Error) => callback(err),
          );
        });
      },
    });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = create();
      server.on('error', () => {});
      server.server.once('error', reject);
      server.listen(boundPort, '127.0.0.1', () => {
        boundPort = (server.server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await start();

  return {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    mails,
    refuse(reply) {
      refusal = reply;
    },
    async received(count, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, ${mails.length} arrived`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return mails;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start,
  };
}

/** A server that accepts connections and never says a word (no greeting): the slowest mail server. */
export async function startSilentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

/** Header value of a parsed mail, as text ('' when absent). */
export function header(mail: ParsedMail, name: string): string {
  const value = mail.headers.get(name.toLowerCase());
  if (value == null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && 'text' in value) return String((value as { text: unknown }).text);
  return String(value);
}

/** The mail every sign-up sends (routes/account): beside the point of a test of other mails. */
export const signupMail = (mail: ParsedMail) =>
  mail.subject === 'Confirm your email address for your Brandwala Media account';
