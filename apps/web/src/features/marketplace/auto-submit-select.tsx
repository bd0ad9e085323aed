'use client';

import { Select } from '@tendero/ui';
import type { SelectHTMLAttributes } from 'react';

/**
 * A select that submits its GET form on change (the sort order). Without JavaScript the form's own
 * button does the same, so the URL stays the only state either way.
 */
export function AutoSubmitSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return <Select {...props} onChange={(event) => event.currentTarget.form?.requestSubmit()} />;
}
