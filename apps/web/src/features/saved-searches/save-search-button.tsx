'use client';

// Types only: a value of the contracts' barrel would bring zod and every schema into this public page's
// first-load JavaScript (the sign-in address is made on the server).
import type { SavedSearchQuery } from '@tendero/contracts';
import { Button, buttonClass } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';

/**
 * The dialog (its form, its contract and the API client) loads when a person first reaches for the button:
 * the results page is a public page whose first-load JavaScript stays within its budget (issue 39).
 */
const loadDialog = () => import('./save-search-dialog');
const SaveSearchDialog = lazyComponent(() => loadDialog().then((module) => module.SaveSearchDialog));

/**
 * "Save search" on a results page: a signed-in person names the search (prefilled from what and where)
 * and chooses how often to hear about newly verified companies it finds; a visitor signs in first and
 * comes back to the same search (`?next=`).
 */
export function SaveSearchButton({
  query,
  defaultName,
  signedIn,
  signInHref,
}: {
  query: SavedSearchQuery;
  defaultName: string;
  signedIn: boolean;
  /** Where a visitor signs in first and comes back to this search from (`/login?next=…`). */
  signInHref: string;
}) {
  const t = useTranslations('savedSearches');
  const [open, setOpen] = useState(false);
  if (!signedIn) {
    return (
      <a href={signInHref} className={buttonClass('secondary', 'md', 'shrink-0')}>
        {t('save.signInToSave')}
      </a>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        className="shrink-0"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        {t('save.button')}
      </Button>
      {open ? <SaveSearchDialog query={query} defaultName={defaultName} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
