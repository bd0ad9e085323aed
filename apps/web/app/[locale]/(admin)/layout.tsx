import type { Locale } from '@tendero/contracts';
import type { ReactNode } from 'react';
import { GroupLayoutFrame } from '@/features/layout/server';
import { ClientMessages, sharedClientNamespaces } from '@/lib/client-messages';

/** The admin console: its forms' texts (`admin`) reach the browser here only, not on every page. */
export default async function AdminLayout(props: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await props.params;
  return (
    <GroupLayoutFrame name="admin" params={props.params}>
      <ClientMessages locale={locale as Locale} namespaces={[...sharedClientNamespaces, 'admin', 'taxIdentity']}>
        {props.children}
      </ClientMessages>
    </GroupLayoutFrame>
  );
}
