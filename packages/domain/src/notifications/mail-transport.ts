import nodemailer from 'nodemailer';

import type { MailAttachment } from './mail.repository';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};
/** Delivers one e-mail or throws. `null` transport means "no SMTP configured: keep it in the mailbox". */
export type MailTransport = { send: (mail: OutgoingMail) => Promise<void>; close: () => void };

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        headers: mail.headers,
        attachments: mail.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
        })),
      });
    },
    close: () => transporter.close(),
  };
}
