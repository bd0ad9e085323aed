import { z } from 'zod';
import { v } from '../shared/errors';

/** Stable id of a category or service: lower-case kebab-case ASCII, e.g. `web-development`. */
export const catalogSlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, v.invalid);

/** A name in every language of the site (English and Polish). */
export const localizedNameSchema = z.object({ en: z.string().min(1), pl: z.string().min(1) });
export type LocalizedName = z.infer<typeof localizedNameSchema>;

/** SPEC §3 "Company": a service a company offers and an inquiry asks for. Companies store only its slug. */
export const catalogServiceSchema = z.object({ slug: catalogSlugSchema, names: localizedNameSchema });
export type CatalogService = z.infer<typeof catalogServiceSchema>;

export const catalogCategorySchema = z.object({
  slug: catalogSlugSchema,
  names: localizedNameSchema,
  services: z.array(catalogServiceSchema),
});
export type CatalogCategory = z.infer<typeof catalogCategorySchema>;

/** The whole service catalogue (`GET /api/categories`). Every slug, category or service, is unique. */
export const catalogSchema = z
  .object({ categories: z.array(catalogCategorySchema) })
  .superRefine(({ categories }, ctx) => {
    const seen = new Set<string>();
    const check = (slug: string, path: (string | number)[]) => {
      if (seen.has(slug)) ctx.addIssue({ code: 'custom', path, message: v.invalid, params: { duplicate: slug } });
      seen.add(slug);
    };
    categories.forEach((category, c) => {
      check(category.slug, ['categories', c, 'slug']);
      category.services.forEach((service, s) => {
        check(service.slug, ['categories', c, 'services', s, 'slug']);
      });
    });
  });
export type Catalog = z.infer<typeof catalogSchema>;
