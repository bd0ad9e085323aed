'use client';
import dynamic from 'next/dynamic';

/** The heart and its API client are sent only to clients, the only viewers who get one. */
export const FavouriteButton = dynamic(() => import('./favourite-button').then((module) => module.FavouriteButton));
