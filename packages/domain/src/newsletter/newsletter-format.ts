import type { AppLocale } from '@tendero/i18n';
import { Marked } from 'marked';
import { escapeHtml, renderMailHtml } from '../notifications/index';

const safeLink = /^(https?:\/\/|mailto:)/i;

/**
 * The newsletter's simple formatting (paragraphs, **bold**, *italic*, `- ` lists, links) through `marked`,
 * the Markdown parser the web app already uses for its content pages (maintained, typed, no
 * dependencies). Nothing the writer types becomes markup of its own: raw HTML is shown escaped, images
 * become their alt text, headings a bold paragraph, and only http(s) and mailto links are links.
 */
const markdown = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    image({ text }) {
      return escapeHtml(text);
    },
    heading({ tokens }) {
      return `<p><strong>${this.parser.parseInline(tokens)}</strong></p>\n`;
    },
    link({ href, tokens }) {
      const text = this.parser.parseInline(tokens);
      return safeLink.test(href) ? `<a href="${escapeHtml(href)}" style="color:#0f766e">${text}</a>` : text;
    },
  },
});

/** The message as escaped HTML (for the e-mail and the composer's preview) and as text (the source). */
export function renderNewsletterBody(body: string): { html: string; text: string } {
  return { html: markdown.parse(body, { async: false }), text: body.trim() };
}

/** The whole e-mail: the message in Tendero's frame, then the signed unsubscribe line. */
export function renderNewsletterMail(
  locale: AppLocale,
  body: string,
  unsubscribe: { line: string; linkLabel: string; link: string },
): { text: string; html: string } {
  const rendered = renderNewsletterBody(body);
  return renderMailHtml(locale, {
    text: `${rendered.text}\n\n—\n${unsubscribe.line} ${unsubscribe.link}`,
    html: `${rendered.html}<p style="margin-top:32px;color:#64748b;font-size:12px">${escapeHtml(unsubscribe.line)} <a href="${escapeHtml(unsubscribe.link)}" style="color:#64748b">${escapeHtml(unsubscribe.linkLabel)}</a></p>`,
  });
}
