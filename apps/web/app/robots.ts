import type { MetadataRoute } from 'next';
import { getPageContext } from '@/lib/page-context';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const { publicUrl } = await getPageContext();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/api/',
        '/dev/',
        '/en/account-settings$',
        '/pl/account-settings$',
        '/en/chat',
        '/pl/chat',
        '/en/admin',
        '/pl/admin',
        '/en/manager',
        '/pl/manager',
      ],
    },
    sitemap: `${publicUrl}/sitemap.xml`,
  };
}
