import { isSafeHref } from '@tendero/contracts';
import { Marked } from 'marked';

/** Links go only inside the app (or to mailto:); any other target is rendered as its plain text. */
const markdown = new Marked({
  gfm: true,
  renderer: {
    link({ href, tokens }) {
      const text = this.parser.parseInline(tokens);
      return isSafeHref(href) ? `<a href="${href}">${text}</a>` : text;
    },
  },
});

export function renderMarkdown(body: string): string {
  return markdown.parse(body, { async: false });
}
