import { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the loopback server received it. */
export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  /** The raw message (headers and body), as sent. */
  raw: string;
  /** The raw message with quoted-printable soft line breaks joined, for finding the body's sentences. */
  text: string;
}

export interface LoopbackSmtp {
  /** SMTP_URL for the server under test. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next message received (or one received since the last call not yet taken). */
  nextMail(): Promise<ReceivedMail>;
  /** Refuse the next `count` recipients with a 550, as a mailbox that does not exist. */
  refuseNext(count?: number): void;
  close(): Promise<void>;
}

/** An SMTP server on 127.0.0.1 that keeps what it receives (support forwards' tests; docs/support.md). */
export async function startLoopbackSmtp(): Promise<LoopbackSmtp> {
  const received: ReceivedMail[] = [];
  let taken = 0;
  const waiting: Array<(mail: ReceivedMail) => void> = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusals > 0) {
        refusals--;
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: envelope.mailFrom === false ? undefined : envelope.mailFrom.address,
          to: envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          text: raw.replace(/=\r?\n/g, ''),
        };
        received.push(mail);
        const waiter = waiting.shift();
        if (waiter) {
          taken++;
          waiter(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMail: () =>
      new Promise<ReceivedMail>((resolve) => {
        if (taken < received.length) resolve(received[taken++]!);
        else waiting.push(resolve);
      }),
    refuseNext: (count = 1) => {
      refusals += count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
