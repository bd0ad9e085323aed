import { type CompanyProfile, type Locale, withLocale } from '@tendero/contracts';
import { buttonClass, Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { FavouriteCompanyButton } from '@/features/favourites';
import { AskCompanyButton } from './ask-company-button';
import { languageNames } from './language-names';
import { PersonAvatar } from './person-avatar';

export type CompanyContact = {
  userId: string;
  firstName: string;
  lastName: string;
  image: string | null;
  languages: string[];
};

/**
 * The company page's aside: the way to ask for an offer (and the client's heart) once it is verified, and
 * its sales representative with a way to their page (a chat for whom `chatOffered`).
 */
export async function CompanyContactAside({
  locale,
  company,
  favouriteCompany,
  contact,
  chatOffered,
}: {
  locale: Locale;
  company: CompanyProfile;
  favouriteCompany: { userId: string; initial: boolean } | null;
  contact: CompanyContact | null;
  chatOffered: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'reviews' });
  const tp = await getTranslations({ locale, namespace: 'profiles' });
  return (
    <aside aria-labelledby="contact-title" className="lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
      {company.verifiedAt ? (
        <Card className="mb-6">
          <h2 id="ask-title" className="text-lg font-semibold text-slate-900">
            {t('company.askTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('company.askLead', { company: company.name })}</p>
          <AskCompanyButton company={company} label={t('company.askAction')} className="mt-4 w-full" />
          {favouriteCompany ? (
            <div className="mt-2">
              <FavouriteCompanyButton
                userId={favouriteCompany.userId}
                company={{ id: company.id, name: company.name }}
                initial={favouriteCompany.initial}
                labelled
              />
            </div>
          ) : null}
        </Card>
      ) : null}
      <Card>
        <h2 id="contact-title" className="text-lg font-semibold text-slate-900">
          {chatOffered ? t('company.contactTitle') : t('company.contactTitleOther')}
        </h2>
        {contact ? (
          <>
            <div className="mt-4 flex items-center gap-3">
              <PersonAvatar
                firstName={contact.firstName}
                lastName={contact.lastName}
                image={contact.image}
                alt={tp('photo.alt', { name: `${contact.firstName} ${contact.lastName}` })}
                size="md"
              />
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">
                  {contact.firstName} {contact.lastName}
                </p>
                {contact.languages.length > 0 ? (
                  <p className="text-sm text-slate-600">
                    {tp('rep.languages')}: {languageNames(contact.languages, locale).join(', ')}
                  </p>
                ) : null}
              </div>
            </div>
            {chatOffered ? (
              <p className="mt-4 text-sm text-slate-600">{t('company.contactLead', { company: company.name })}</p>
            ) : null}
            <a
              href={withLocale(locale, `/sales/profile/${encodeURIComponent(contact.userId)}`)}
              className={buttonClass('secondary', 'md', 'mt-4 w-full')}
            >
              {chatOffered ? (
                <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5 shrink-0 fill-current">
                  <path d="M2 5a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3H9l-4 4v-4a3 3 0 0 1-3-3V5Z" />
                </svg>
              ) : null}
              {t('company.contactAction')}
            </a>
          </>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t('company.noContact', { company: company.name })}</p>
        )}
      </Card>
    </aside>
  );
}
