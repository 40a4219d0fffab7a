import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  /** Our message id; it becomes the Message-ID so a receiver can spot a resend. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  headers?: Record<string, string>;
}

export interface MailTransport {
  readonly name: 'smtp' | 'dev-mailbox';
  send(mail: OutgoingMail): Promise<{ providerMessageId: string | null }>;
  close(): void;
}

/** SMTP through nodemailer (SMTP_URL such as smtp://user:pass@host:587). */
export function smtpTransport(url: string, from: string, domain: string): MailTransport {
  const transporter = createTransport(url);
  return {
    name: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.messageId}@${domain}>`,
        attachments: mail.attachments,
        headers: mail.headers,
      });
      return { providerMessageId: info.messageId ?? null };
    },
    close: () => transporter.close(),
  };
}

/**
 * The embedded default: nothing leaves the machine. The message is already stored in email_messages;
 * marking it sent makes it appear in the development mailbox (/dev/mailbox).
 */
export function devMailboxTransport(): MailTransport {
  return {
    name: 'dev-mailbox',
    async send() {
      return { providerMessageId: null };
    },
    close() {},
  };
}
