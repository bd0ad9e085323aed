import { type AppLocale, translate } from '@tendero/i18n';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** The language of a person's e-mails: their stored language, English for anything unknown. */
export function mailLocale(stored: string | null | undefined): AppLocale {
  return stored === 'pl' ? 'pl' : 'en';
}

/** Wraps paragraphs of plain text into the text and HTML bodies of a Tendero e-mail. */
export function renderMail(locale: AppLocale, paragraphs: string[]): { text: string; html: string } {
  const body = paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(paragraph)}</p>`)
    .join('');
  return renderMailHtml(locale, { text: paragraphs.join('\n\n'), html: body });
}

/**
 * The same frame around a body the caller already made safe (a newsletter's formatted message, rendered
 * with HTML escaped): `text` and `html` are the body's two forms.
 */
export function renderMailHtml(
  locale: AppLocale,
  body: { text: string; html: string },
): { text: string; html: string } {
  const footer = translate(locale, 'email.footer');
  const text = [body.text, '—', footer].join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:24px auto;padding:0 16px">
<p style="font-weight:700;color:#0f766e;font-size:18px;margin:0 0 24px">Tendero</p>${body.html}
<p style="margin-top:32px;color:#64748b;font-size:12px">${escapeHtml(footer)}</p></body></html>`;
  return { text, html };
}
