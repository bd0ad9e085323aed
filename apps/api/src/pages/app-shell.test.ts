import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../test/test-app';

/** Issue 40: what makes Tendero installable is served to anyone, in both languages. */
const env = testAppPerFile();

describe('the installable app', () => {
  it('serves the service worker at the root scope, never cached long', async () => {
    const response = await env.app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.body).toContain("addEventListener('fetch'");
    expect(response.body).toContain("addEventListener('push'");
  });

  it.each([
    ['en', 'Tendero: B2B marketplace'],
    ['pl', 'Tendero: platforma B2B'],
  ])('serves the %s manifest with what an installable app needs', async (locale, name) => {
    const response = await env.app.inject({ url: `/${locale}/manifest.webmanifest` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name,
      short_name: 'Tendero',
      lang: locale,
      start_url: `/${locale}`,
      scope: '/',
      display: 'standalone',
      theme_color: '#0a6760',
    });
    const purposes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const png = await env.app.inject({ url: icon.src });
      expect(png.headers['content-type']).toBe('image/png');
      const meta = await sharp(png.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    expect((await env.app.inject({ url: '/xx/manifest.webmanifest' })).statusCode).toBe(404);
  });

  it.each([
    ['en', 'You are offline'],
    ['pl', 'Jesteś offline'],
  ])('serves the %s offline page, the same for everybody', async (locale, title) => {
    const response = await env.app.inject({ url: `/${locale}/offline` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`<html lang="${locale}">`);
    expect(response.body).toContain(title);
    expect(response.body).not.toContain('<script');
  });
});
