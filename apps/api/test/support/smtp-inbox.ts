import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the inbox accepted: parsed, with the envelope's recipients and the raw text. */
export type Received = { mail: ParsedMail; recipients: string[]; raw: string };

export type Inbox = {
  port: number;
  /** Every message accepted, in the order the inbox accepted them. */
  received: Received[];
  /** How many messages reached DATA (accepted or still held). */
  arrived: () => number;
  /** Resolves when `count` messages have reached DATA. */
  waitForArrivals: (count: number) => Promise<void>;
  close: () => Promise<void>;
};

export type InboxOptions = {
  /** The port to listen on; a free one by default. */
  port?: number;
  /**
   * Awaited before a message is accepted: the sender's delivery stays in flight until it
   * resolves (a slow mail server, on the test's command).
   */
  hold?: () => Promise<void>;
};

/** A real SMTP server (smtp-server) on 127.0.0.1 that keeps every message it accepts, parsed. */
export async function startInbox(options: InboxOptions = {}): Promise<Inbox> {
  const received: Received[] = [];
  let arrivals = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const noteArrival = () => {
    arrivals += 1;
    for (const waiter of waiters.filter((candidate) => candidate.count <= arrivals)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      noteArrival();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const held = options.hold ? options.hold() : Promise.resolve();
        Promise.all([simpleParser(raw), held]).then(
          ([mail]) => {
            received.push({
              mail,
              recipients: session.envelope.rcptTo.map((address) => address.address),
              raw: raw.toString('latin1'),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = smtp.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : (options.port ?? 0),
    received,
    arrived: () => arrivals,
    waitForArrivals: (count) =>
      count <= arrivals
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
