import type { ContactOwners, Locale } from '@tendero/contracts';
import { DataTable } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { ContactsSection } from './contacts-section';

/** The manager's view of the company's contacts: counts per person, never their content (SPEC §1). */
export async function TeamContacts({ locale, owners }: { locale: Locale; owners: ContactOwners }) {
  const t = await getTranslations({ locale, namespace: 'contacts.team' });
  return (
    <ContactsSection id="team-contacts-title" title={t('title')} testId="team-contacts">
      <p className="text-sm text-slate-600">{t('lead')}</p>
      <p className="text-sm font-medium text-slate-800">{t('total', { count: owners.total })}</p>
      <DataTable
        columns={[
          { key: 'owner', label: t('owner'), role: 'title' },
          { key: 'count', label: t('count'), align: 'right', className: 'tabular-nums' },
        ]}
        rows={owners.owners.map((owner) => ({
          key: owner.ownerId,
          cells: { owner: owner.name, count: owner.count },
        }))}
      />
    </ContactsSection>
  );
}
