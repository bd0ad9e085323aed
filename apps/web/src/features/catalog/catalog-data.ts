import 'server-only';
import { catalogEndpoints, type Locale } from '@tendero/contracts';
import { cache } from 'react';
import { serverApi } from '@/lib/server-api';

/** The catalogue of services in the reader's language: one API call per request, shared by every part of the page. */
export const loadCatalog = cache((locale: Locale) => serverApi(catalogEndpoints.categories, { locale }));
