import { type Place, placeSchema } from '@tendero/contracts';
import { z } from 'zod';
import { foldText } from '../shared/fold-text';
import { places as data } from './places.data';

/** The known cities (checked once at load: slugs unique). */
export const places: readonly Place[] = z.array(placeSchema).parse(data);
const bySlug = new Map(places.map((place) => [place.slug, place]));
if (bySlug.size !== places.length) throw new Error('duplicate place slug');

export function findPlace(slug: string): Place | null {
  return bySlug.get(slug) ?? null;
}

export function isKnownPlace(slug: string): boolean {
  return bySlug.has(slug);
}

const byName = new Map(
  places.flatMap((place) =>
    [place.slug, place.names.en, place.names.pl].map((name) => [foldText(name), place] as const),
  ),
);

/** The place a person typed, by its slug or its name in either language ("Krakow", "Kraków", "krakow"). */
export function findPlaceByName(text: string): Place | null {
  return byName.get(foldText(text)) ?? null;
}
