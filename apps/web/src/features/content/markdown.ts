import 'server-only';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@tendero/contracts';
import matter from 'gray-matter';
import { z } from 'zod';
import { renderMarkdown } from './render-markdown';

/** Content lives in apps/web/content/<locale>/; the server runs from the repo root or from apps/web. */
function contentRoot(): string {
  const candidates = [join(process.cwd(), 'apps', 'web', 'content'), join(process.cwd(), 'content')];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error('content folder not found');
  return found;
}

const articleMeta = z.object({
  title: z.string(),
  description: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  author: z.string(),
  readingMinutes: z.number().int().positive(),
  /** The same article's slug in the other language: each language has its own addresses. */
  twin: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .optional(),
});
const legalMeta = z.object({
  title: z.string(),
  description: z.string(),
  effective: z.string(),
  updated: z.string().optional(),
});

export type ArticleMeta = z.infer<typeof articleMeta> & { slug: string };
export type Article = ArticleMeta & { html: string };
export type LegalDocument = z.infer<typeof legalMeta> & { html: string };

const cache = new Map<string, unknown>();
function cached<T>(key: string, load: () => T): T {
  if (process.env.NODE_ENV !== 'production') return load();
  if (!cache.has(key)) cache.set(key, load());
  return cache.get(key) as T;
}

const render = renderMarkdown;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function listArticles(locale: Locale): ArticleMeta[] {
  return cached(`articles:${locale}`, () => {
    const dir = join(contentRoot(), locale, 'blog');
    return readdirSync(dir)
      .filter((file) => file.endsWith('.md'))
      .map((file) => {
        const { data } = matter(readFileSync(join(dir, file), 'utf8'));
        return { ...articleMeta.parse(data), slug: file.replace(/\.md$/, '') };
      })
      .sort((a, b) => b.date.localeCompare(a.date));
  });
}

export function loadArticle(locale: Locale, slug: string): Article | null {
  if (!slugPattern.test(slug)) return null;
  return cached(`article:${locale}:${slug}`, () => {
    const file = join(contentRoot(), locale, 'blog', `${slug}.md`);
    if (!existsSync(file)) return null;
    const { data, content } = matter(readFileSync(file, 'utf8'));
    return { ...articleMeta.parse(data), slug, html: render(content) };
  });
}

/**
 * The slug in `locale` of the article whose other-language slug is `slug` (an old link, or the language
 * switch, which keeps the path): null when none is.
 */
export function slugOfTwin(locale: Locale, slug: string): string | null {
  return listArticles(locale).find((article) => article.twin === slug)?.slug ?? null;
}

export function loadLegal(locale: Locale, name: 'terms' | 'privacy'): LegalDocument {
  return cached(`legal:${locale}:${name}`, () => {
    const { data, content } = matter(readFileSync(join(contentRoot(), locale, 'legal', `${name}.md`), 'utf8'));
    return { ...legalMeta.parse(data), html: render(content) };
  });
}
