import 'server-only';

/**
 * Registers Tendero's service worker (`/sw.js`: the app shell's files, the offline page, push notifications)
 * once the page has loaded, so it never competes with the page's own first requests, and keeps the browser's
 * offer to install the app (`beforeinstallprompt`, Chromium) on `window.tenderoInstallPrompt` for the install
 * button (install-prompt.ts) wherever it is mounted later. An inline script with the page's nonce, like the
 * early-press script (the app shell, not one feature): a React component for it would add a module to every public page's first-load
 * JavaScript (issue 39's 150 KB budget), for a few lines that need no React.
 */
export const serviceWorkerScript =
  '(function(){var w=window,n=navigator;function told(e){w.dispatchEvent(new Event("tendero:install-offer"))}' +
  'addEventListener("beforeinstallprompt",function(e){e.preventDefault();w.tenderoInstallPrompt=e;told()});' +
  'addEventListener("appinstalled",function(){w.tenderoInstallPrompt=null;told()});' +
  'if(!("serviceWorker" in n))return;function r(){n.serviceWorker.register("/sw.js",{scope:"/"}).catch(function(){})}' +
  'document.readyState==="complete"?r():addEventListener("load",r,{once:true})})()';

export function ServiceWorkerScript({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: serviceWorkerScript }} />;
}
