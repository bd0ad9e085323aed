import type { Entry, EntryKind } from '@tendero/contracts';
import type { Messages } from '@tendero/i18n';

export type EntryField = {
  /** The field's name in the contract, and its label's key under `companies.fields.`. */
  name: keyof Messages['companies']['fields'];
  type: 'text' | 'textarea' | 'money' | 'currency' | 'url' | 'language';
  /** Spans both columns of the form. */
  wide?: boolean;
};

/** The form fields of each section, in the order the contract of that kind lists them. */
export const entryFields: Record<EntryKind, EntryField[]> = {
  offer: [
    { name: 'name', type: 'text', wide: true },
    { name: 'description', type: 'textarea', wide: true },
  ],
  promo: [
    { name: 'name', type: 'text', wide: true },
    { name: 'description', type: 'textarea', wide: true },
    { name: 'priceBefore', type: 'money' },
    { name: 'priceAfter', type: 'money' },
    { name: 'currency', type: 'currency' },
    { name: 'conditionsBefore', type: 'textarea', wide: true },
    { name: 'conditionsAfter', type: 'textarea', wide: true },
  ],
  course: [
    { name: 'name', type: 'text', wide: true },
    { name: 'description', type: 'textarea', wide: true },
    { name: 'price', type: 'money' },
    { name: 'currency', type: 'currency' },
  ],
  faq: [
    { name: 'question', type: 'text', wide: true },
    { name: 'answer', type: 'textarea', wide: true },
  ],
  step: [
    { name: 'title', type: 'text', wide: true },
    { name: 'description', type: 'textarea', wide: true },
  ],
  consent: [
    { name: 'content', type: 'textarea', wide: true },
    { name: 'language', type: 'language' },
    { name: 'translation', type: 'textarea', wide: true },
  ],
  portfolio: [
    { name: 'title', type: 'text', wide: true },
    { name: 'description', type: 'textarea', wide: true },
    { name: 'link', type: 'url', wide: true },
  ],
};

/** The line that names an entry in a list: its first field. */
export function entryHeadline(kind: EntryKind, entry: Entry): string {
  const first = entryFields[kind][0]?.name ?? 'name';
  return String((entry as unknown as Record<string, unknown>)[first] ?? '');
}
