import { endpointUrl, type MailMessage, mailboxEndpoints } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import { AppError } from '@tendero/domain';
import { escapeHtml, findMailAttachment, listMailbox } from '@tendero/domain/notifications';
import { formatDateTime, type KeyUnder, translator } from '@tendero/i18n';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requestLocale } from '../../plugins/request-locale';

/**
 * The dev mailbox: registered only when APP_MODE=demo. It shows every e-mail Tendero produced, so a
 * newcomer without SMTP can click a confirmation link. Production never serves it.
 */
export const devMailboxRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serveEndpoint(app, mailboxEndpoints.list, async () => ({ messages: await listMailbox(db) }));
  // A kept e-mail's file (a meeting's .ics), so a newcomer can open it in their calendar.
  serveEndpoint(app, mailboxEndpoints.attachment, async (request, reply) => {
    const file = await findMailAttachment(db, request.params.mailId, request.params.index);
    if (!file) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    const locale = requestLocale(request);
    const texts = translator(locale, 'devMailbox');
    const t = (key: KeyUnder<'devMailbox'>) => escapeHtml(texts(key));
    const messages = await listMailbox(db);
    const items = messages
      .map(
        (mail) => `<article class="mail">
  <header><h2>${escapeHtml(mail.subject)}</h2>
  <dl><dt>${t('to')}</dt><dd>${escapeHtml(mail.to)}</dd><dt>${t('sentAt')}</dt><dd><time datetime="${mail.createdAt}">${formatDateTime(mail.createdAt)}</time></dd><dt>${t('status')}</dt><dd>${t(`statuses.${mail.status}`)}</dd></dl></header>
  <pre>${linkify(escapeHtml(mail.text))}</pre>${attachmentsOf(mail, t('attachments'))}
</article>`,
      )
      .join('\n');
    const other = locale === 'en' ? 'pl' : 'en';
    const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('title')} · Tendero</title><meta name="robots" content="noindex"><link rel="icon" href="/icon.svg" type="image/svg+xml">
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:860px;margin:0 auto;padding:24px 16px}
h1{margin:0 0 8px}p.lead{color:#475569;margin:0 0 24px}.mail{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px;margin-bottom:16px}
.mail h2{font-size:18px;margin:0 0 8px}dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 12px;font-size:14px;color:#475569}dd{margin:0}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}a{color:#0f766e}nav{display:flex;gap:16px;margin-bottom:16px}</style></head>
<body><main><nav><a href="/${locale}">Tendero</a><a href="?locale=${other}">${other.toUpperCase()}</a><a href="?locale=${locale}">${t('refresh')}</a></nav>
<h1>${t('title')}</h1><p class="lead">${t('lead')}</p>${items || `<p>${t('empty')}</p>`}</main></body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
};

/** The download links of an e-mail's files (a meeting's .ics), or nothing. */
function attachmentsOf(mail: MailMessage, label: string): string {
  if (mail.attachments.length === 0) return '';
  const links = mail.attachments
    .map((file) => {
      const href = endpointUrl(mailboxEndpoints.attachment, { params: { mailId: mail.id, index: String(file.index) } });
      return `<li><a href="${escapeHtml(href)}" download="${escapeHtml(file.filename)}">${escapeHtml(file.filename)}</a> <small>(${escapeHtml(file.contentType)})</small></li>`;
    })
    .join('');
  return `<p class="files">${label}</p><ul>${links}</ul>`;
}

/** Makes the links of an escaped e-mail text clickable (only http and https). */
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
