import { readFileSync } from 'node:fs';
import { isLocale } from '@tendero/contracts';
import { type AppLocale, translate } from '@tendero/i18n';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/**
 * The installable app (issue 40): the service worker at the root (`/sw.js`), the web app manifest per
 * language (`/{locale}/manifest.webmanifest`), its PNG icons made from the site's icon.svg by sharp (once per
 * process, on first request), and the offline page (`/{locale}/offline`) the worker shows when the network is
 * gone: self-contained HTML with no session and no script, so it can be kept by the worker for everybody.
 * Served here, before the page gateway; the worker's caching rules are in service-worker.js.
 */
const workerSource = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');
const iconSvg = readFileSync(new URL('../../../web/app/icon.svg', import.meta.url));

export const themeColor = '#0a6760';
const backgroundColor = '#ffffff';

/** The icons of the manifest: two "any" (the icon as it is) and a maskable one (the mark in the safe zone). */
const icons = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'icon-maskable-512.png': { size: 512, maskable: true },
} as const;
type IconName = keyof typeof icons;
const made = new Map<IconName, Promise<Buffer>>();

function iconPng(name: IconName): Promise<Buffer> {
  const known = made.get(name);
  if (known) return known;
  const { size, maskable } = icons[name];
  // A maskable icon may be cut to a circle: the mark fills the inner 70 % over the brand colour to the edges.
  const making = maskable
    ? sharp(iconSvg, { density: 600 })
        .resize(Math.round(size * 0.7))
        .png()
        .toBuffer()
        .then((mark) =>
          sharp({ create: { width: size, height: size, channels: 4, background: themeColor } })
            .composite([{ input: mark, gravity: 'center' }])
            .png()
            .toBuffer(),
        )
    : sharp(iconSvg, { density: 600 }).resize(size).png().toBuffer();
  made.set(name, making);
  return making;
}

export function webAppManifest(locale: AppLocale) {
  const t = (key: 'name' | 'shortName' | 'description') => translate(locale, `pwa.manifest.${key}`);
  return {
    id: `/${locale}`,
    name: t('name'),
    short_name: t('shortName'),
    description: t('description'),
    lang: locale,
    dir: 'ltr',
    start_url: `/${locale}`,
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: Object.entries(icons).map(([name, icon]) => ({
      src: `/icons/${name}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.maskable ? 'maskable' : 'any',
    })),
  };
}

function offlinePage(locale: AppLocale): string {
  const t = (key: 'title' | 'body' | 'retry') => translate(locale, `pwa.offline.${key}`);
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${themeColor}"><meta name="robots" content="noindex">
<title>${t('title')} · Tendero</title><link rel="icon" href="/icon.svg" type="image/svg+xml">
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f8fafc;color:#0f172a;
font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:28rem;margin:1.5rem;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;text-align:center;
box-shadow:0 1px 3px rgba(15,23,42,.08)}
img{width:4rem;height:4rem}h1{font-size:1.5rem;margin:1rem 0 .5rem}p{color:#475569;line-height:1.6;margin:0 0 1.5rem}
a{display:inline-block;background:${themeColor};color:#fff;text-decoration:none;font-weight:600;padding:.7rem 1.2rem;border-radius:.5rem}
a:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}
</style></head>
<body><main><img src="/icon.svg" alt="Tendero"><h1>${t('title')}</h1><p>${t('body')}</p><a href="">${t('retry')}</a></main></body></html>`;
}

export function registerAppShell(app: FastifyInstance): void {
  app.get('/sw.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      // The browser checks for a new worker on every visit: never kept by an HTTP cache.
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .send(workerSource),
  );

  app.get<{ Params: { locale: string } }>('/:locale/manifest.webmanifest', async (request, reply) => {
    const { locale } = request.params;
    if (!isLocale(locale)) return reply.code(404).send();
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(JSON.stringify(webAppManifest(locale)));
  });

  app.get<{ Params: { name: string } }>('/icons/:name', async (request, reply) => {
    const name = request.params.name;
    if (!Object.hasOwn(icons, name)) return reply.code(404).send();
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await iconPng(name as IconName));
  });

  app.get<{ Params: { locale: string } }>('/:locale/offline', async (request, reply) => {
    const { locale } = request.params;
    if (!isLocale(locale)) return reply.code(404).send();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(offlinePage(locale));
  });
}
