import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';

/**
 * Composing and delivering e-mail with nodemailer (docs/decisions/033): a proposal sent to the
 * customer and the notices to users (issue 31). The message is composed once into RFC 822 text
 * (stored in an outbox) and that text is what the SMTP server gets, on the first attempt as on a
 * retry.
 */

export type Mailbox = { name: string; address: string };

export type ComposedMail = {
  from: Mailbox;
  replyTo: Mailbox | null;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  /** The document attached; null: a text-only notice. */
  attachment: { filename: string; content: Uint8Array; contentType: string } | null;
};

/**
 * The whole message as RFC 822 text. nodemailer encodes every header (a line break in a value
 * becomes a space, non-ASCII an encoded word), so no field can add a header; the body is plain
 * text, the attachment base64.
 */
export async function composeMessage(mail: ComposedMail): Promise<string> {
  const composer = new MailComposer({
    from: mail.from,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    to: mail.to,
    ...(mail.cc.length > 0 ? { cc: mail.cc } : {}),
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachment
      ? [
          {
            filename: mail.attachment.filename,
            content: Buffer.from(mail.attachment.content),
            contentType: mail.attachment.contentType,
          },
        ]
      : [],
    disableFileAccess: true,
    disableUrlAccess: true,
    newline: 'win',
  });
  const built = await composer.compile().build();
  return built.toString('ascii');
}

/** Hands stored messages to the SMTP server of SMTP_URL. */
export type MailTransport = {
  deliver(envelope: { from: string; to: string[] }, eml: string): Promise<void>;
  close(): void;
};

/** How long to wait for the SMTP server before giving up (the message stays stored). */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 20_000 };

export function createMailTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async deliver(envelope, eml) {
      await transport.sendMail({ envelope, raw: eml });
    },
    close() {
      transport.close();
    },
  };
}

type SmtpFailure = {
  code?: unknown;
  errno?: unknown;
  message?: unknown;
  responseCode?: unknown;
  response?: unknown;
};

const NETWORK_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
];

/** The SMTP server's reply, on one short line (it is shown to the user as the reason). */
function replyOf(failure: SmtpFailure): string {
  const text = typeof failure.response === 'string' ? failure.response : '';
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

/** Why a delivery failed, in Portuguese, with the technical code in parentheses. */
export function describeDeliveryFailure(error: unknown): string {
  const failure = (error ?? {}) as SmtpFailure;
  const code = typeof failure.code === 'string' ? failure.code : '';
  const message = typeof failure.message === 'string' ? failure.message : '';
  const network = NETWORK_CODES.find((name) => name === code || message.includes(name));
  const responseCode = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  if (code === 'EAUTH') {
    return `O servidor de e-mail recusou a autenticação (${responseCode ?? code}). Verifique SMTP_URL.`;
  }
  if (responseCode !== null && responseCode >= 400) {
    const reply = replyOf(failure);
    return `O servidor de e-mail recusou a mensagem (${reply || responseCode}).`;
  }
  if (network || code === 'ETIMEDOUT' || code === 'ECONNECTION' || code === 'ESOCKET') {
    return `O servidor de e-mail não respondeu (${network ?? code}).`;
  }
  if (code === 'ETLS') return 'Falha na conexão segura com o servidor de e-mail (ETLS).';
  return `Não foi possível enviar o e-mail (${code || 'erro desconhecido'}).`;
}
