'use client';
import dynamic from 'next/dynamic';

/** The company heart and its API client are sent only to clients, the only viewers who get one. */
export const FavouriteCompanyButton = dynamic(() =>
  import('./favourite-company-button').then((module) => module.FavouriteCompanyButton),
);
