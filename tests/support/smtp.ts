import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it, decoded enough for a test to read. */
export interface ReceivedMail {
  /** envelope recipients */
  to: string[];
  subject: string;
  html: string;
  text: string;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  messages: ReceivedMail[];
  /** resolves with the next mail to `address` (one already received and not yet taken counts) */
  nextMailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const char = joined[index]!;
    const hex = joined.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`) in a header value. */
function decodeHeaderWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body).toString('utf8');
  return part.body;
}

/** The text/plain and text/html bodies of a message, walking multipart containers. */
function bodiesOf(part: MimePart, found: { text: string; html: string }): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      bodiesOf(splitPart(section.replace(/^\r?\n/, '')), found);
    }
  } else if (type.toLowerCase().startsWith('text/html')) {
    found.html = decodeBody(part);
  } else if (type.toLowerCase().startsWith('text/plain')) {
    found.text = decodeBody(part);
  }
}

function parseMail(raw: string, to: string[]): ReceivedMail {
  const message = splitPart(raw);
  const found = { text: '', html: '' };
  bodiesOf(message, found);
  return {
    to,
    subject: decodeHeaderWords(message.headers.get('subject') ?? ''),
    html: found.html,
    text: found.text,
    raw,
  };
}

/** The first link to the site's `/answer/users/...` pages in a mail's text body. */
export function linkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+\/answer\/users\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no account link in mail "${mail.subject}":\n${mail.text}`);
  return new URL(match[0]);
}

/** A real SMTP server on a free loopback port that keeps every message it receives; with `auth`, only that login may send. */
export async function startSmtpServer(
  options: { auth?: { user: string; pass: string } } = {},
): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: Array<{ address: string; resolve: (mail: ReceivedMail) => void }> = [];

  const deliver = (mail: ReceivedMail) => {
    messages.push(mail);
    const index = waiters.findIndex((waiter) => mail.to.includes(waiter.address.toLowerCase()));
    if (index !== -1) {
      taken.add(mail);
      waiters.splice(index, 1)[0]!.resolve(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: !options.auth,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      const { user, pass } = options.auth ?? {};
      if (auth.username === user && auth.password === pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        deliver(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');

  return {
    port: address.port,
    messages,
    nextMailTo(recipient, timeoutMs = 10_000) {
      const ready = messages.find((mail) => !taken.has(mail) && mail.to.includes(recipient.toLowerCase()));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const waiter = {
          address: recipient,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no mail to ${recipient} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
