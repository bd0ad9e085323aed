import type { Messages } from '@tendero/i18n';

/** A page's texts under `routes.` (its title and description): one per route of the route table. */
export type RouteTexts = keyof Messages['routes'];

/**
 * The texts of a route of the route table: its id names them (`routes.<id>`). Route ids are data of the
 * table (strings), so the typecheck cannot hold them to the catalogue; route-texts.test.ts does, for every
 * route, in both languages.
 */
export function routeTextsOf(routeId: string): RouteTexts {
  return routeId as RouteTexts;
}
