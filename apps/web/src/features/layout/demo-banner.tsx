import { getTranslations } from 'next-intl/server';

/** APP_MODE=demo: a small, honest note that this is sample data and e-mails stay in the dev mailbox. */
export async function DemoBanner({ locale }: { locale: 'en' | 'pl' }) {
  const t = await getTranslations({ locale, namespace: 'common.demo' });
  return (
    <div className="bg-amber-100 px-4 py-1.5 text-center text-xs text-amber-950" role="note">
      {t('banner')}{' '}
      <a href={`/dev/mailbox?locale=${locale}`} className="font-semibold underline underline-offset-2">
        {t('mailbox')}
      </a>
    </div>
  );
}
