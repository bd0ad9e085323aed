'use client';

import { Card } from '@tendero/ui';
import type { ComponentProps, ReactNode } from 'react';
import { Form } from './form';

/**
 * One setting of the team page in a card of its own (whether the manager answers inquiries, two-step sign-in
 * for every member): its title, what it does, then its form, which the title names (`id`).
 */
export function SettingCard({
  id,
  title,
  lead,
  onSubmit,
  children,
}: {
  id: string;
  title: ReactNode;
  lead: ReactNode;
  onSubmit: ComponentProps<typeof Form>['onSubmit'];
  children: ReactNode;
}) {
  return (
    <Card>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{lead}</p>
      <Form onSubmit={onSubmit} className="mt-4 space-y-4" aria-labelledby={id}>
        {children}
      </Form>
    </Card>
  );
}
