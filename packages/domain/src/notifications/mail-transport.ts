import nodemailer from 'nodemailer';

export type OutgoingMail = { to: string; subject: string; text: string; html: string | null };
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
      });
    },
    close: () => transporter.close(),
  };
}
