import 'server-only';

/**
 * A press on a button before the page's scripts arrive (a visitor on a slow phone taps "Ask for an offer"
 * in the server's HTML) would be lost: the button does nothing until React has hydrated it, and React
 * replays only what happens after its own listeners are in place. Forms have `<Form>` (decision 0028);
 * other buttons have this: a few bytes of inline script, run with the HTML, keep the last press on a plain
 * button (`type="button"`, not disabled, not a native popover button, which works without scripts) and
 * stop it there, so nothing handles it twice, and press it again once the page is live (`HydrationMark`
 * marks `<html data-hydrated>` and the script watches for it: nothing of this is in the page's JavaScript).
 * Meanwhile the page shows a busy cursor (`html[data-early-press]` in globals.css).
 *
 * Kept pages allow the script by its hash (page-cache.ts hashes every inline script); others by the
 * request's nonce.
 */
export const earlyPressScript =
  '(function(){var h=document.documentElement,p=null;addEventListener("click",function(e){' +
  'if(h.hasAttribute("data-hydrated"))return;var t=e.target,b=t&&t.closest?t.closest("button"):null;' +
  'if(!b||b.type!=="button"||b.disabled||b.hasAttribute("popovertarget"))return;' +
  'e.stopImmediatePropagation();h.setAttribute("data-early-press","");p=b},true);' +
  'new MutationObserver(function(m,o){if(!h.hasAttribute("data-hydrated"))return;o.disconnect();' +
  'h.removeAttribute("data-early-press");var b=p;p=null;if(b&&b.isConnected)b.click()})' +
  '.observe(h,{attributes:true,attributeFilter:["data-hydrated"]})})()';

/** The script, first in the body so it listens before anything can be pressed. */
export function EarlyPressScript({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyPressScript }} />;
}

/** The nonce of a page's Content-Security-Policy (the request header the page gateway sets), if any. */
export function nonceOf(policy: string | null): string | undefined {
  return policy ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
}
