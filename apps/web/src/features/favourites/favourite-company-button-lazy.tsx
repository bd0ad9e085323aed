'use client';
import { lazyComponent } from '@/lib/lazy-component';

/** The company heart and its API client are sent only to clients, the only viewers who get one. */
export const FavouriteCompanyButton = lazyComponent(() =>
  import('./favourite-company-button').then((module) => module.FavouriteCompanyButton),
);
