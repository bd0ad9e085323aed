'use client';
import { lazyComponent } from '@/lib/lazy-component';

/** The heart and its API client are sent only to clients, the only viewers who get one. */
export const FavouriteButton = lazyComponent(() =>
  import('./favourite-button').then((module) => module.FavouriteButton),
);
