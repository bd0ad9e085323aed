// Tendero's service worker (issue 40, docs/decisions: the installable app and Web Push). Served at /sw.js
// (root scope, never cached long), so every page of the site is in its scope.
//
// What it caches: ONLY files that are the same for everybody. The hashed build files (/_next/static/…,
// cache-first: a name never changes content), the icons and the two offline pages (precached at install).
// It never stores an HTML page nor an /api answer: a navigation goes to the network, and only when the
// network fails is the offline page of the address's language shown. So one person's page can never be
// served to another from here, and signing out has nothing personal to clear.
const version = 'tendero-shell-v1';
const locales = ['en', 'pl'];
const precached = [
  ...locales.map((locale) => `/${locale}/offline`),
  '/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(version)
      .then((cache) => cache.addAll(precached))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== version).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Files everybody gets the same of, whose address names their content (or that never change in a build). */
function isShellFile(url) {
  return (
    url.pathname.startsWith('/_next/static/') ||
    url.pathname.startsWith('/icons/') ||
    url.pathname === '/icon.svg' ||
    /\.(woff2?|ttf)$/.test(url.pathname)
  );
}

function localeOf(url) {
  const first = url.pathname.split('/')[1];
  if (locales.includes(first)) return first;
  return (self.navigator.language || '').toLowerCase().startsWith('pl') ? 'pl' : 'en';
}

async function cacheFirst(request) {
  const cache = await caches.open(version);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  // Only a complete, plain answer of our own origin is kept (never a redirect, an error or a partial one).
  if (response.ok && response.status === 200 && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

async function networkOrOffline(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(`/${localeOf(new URL(request.url))}/offline`);
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkOrOffline(request));
    return;
  }
  if (isShellFile(url)) event.respondWith(cacheFirst(request));
  // Everything else (/api, sockets, pages fetched by the router) goes to the network untouched.
});

// A push notice (encrypted per RFC 8291; the browser hands over the decrypted JSON {title, body, url, tag}).
self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { title: 'Tendero', body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(notice.title || 'Tendero', {
      body: notice.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: notice.tag,
      data: { url: notice.url || '/' },
    }),
  );
});

// A click opens the notice's page: an open Tendero tab is focused (and brought to the page), else a new one.
// Only addresses of this origin are opened.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if (open.url !== url && 'navigate' in open) return open.navigate(url);
        return open;
      }
      return self.clients.openWindow(url);
    }),
  );
});
