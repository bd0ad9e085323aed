'use client';

import { TextField } from '@/lib/form';

type PersonName = { firstName: string; lastName: string };

const autoCompletes = { firstName: 'given-name', lastName: 'family-name' } as const;

/** A person's first and last name side by side, as every form that asks for them lays them out. */
export function PersonNameFields({
  form,
  idPrefix,
  labels,
}: {
  /** What `useContractForm` returned, for a form with `firstName` and `lastName` fields. */
  form: Parameters<typeof TextField<PersonName>>[0]['form'];
  idPrefix: string;
  labels: PersonName;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(['firstName', 'lastName'] as const).map((name) => (
        <TextField
          key={name}
          form={form}
          name={name}
          id={`${idPrefix}-${name}`}
          label={labels[name]}
          autoComplete={autoCompletes[name]}
        />
      ))}
    </div>
  );
}
