'use client';

import { devicesEndpoints, type OwnSession } from '@tendero/contracts';
import { formatDateTime } from '@tendero/i18n';
import { Badge, Button, Card } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useApiAction } from '@/lib/api-action';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * "Where you are signed in" (issue 37): the person's sessions with device and browser, address, first and
 * last use, this device marked; "sign out" for one and "sign out everywhere else" (their chat sockets close
 * at once on the server). A refusal is a toast; the page stays signed in.
 */
export function OwnSessionsSection({ sessions }: { sessions: OwnSession[] }) {
  const t = useTranslations('devices.sessions');
  const locale = useLocale();
  const tErrors = useTranslations('errors');
  const router = useRouter();
  const act = useApiAction();
  const others = sessions.filter((session) => !session.current).length;

  const endOne = (sessionId: string) =>
    act(() => apiRequest(devicesEndpoints.endOwnSession, { params: { sessionId }, locale }), t('signedOut'));
  const endOthers = async () => {
    try {
      const { ended } = await apiRequest(devicesEndpoints.endOtherSessions, { locale });
      toast.success(t('signedOutOthers', { count: ended }));
      router.refresh();
    } catch (error) {
      toast.error(describeApiError(error, tErrors('network')));
    }
  };

  return (
    <Card className="mt-6" id="sessions">
      <section aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="text-xl font-bold tracking-tight text-slate-900">
          {t('title')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">{t('lead')}</p>
        <ul className="divide-y divide-slate-200" data-testid="own-sessions">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-start justify-between gap-3 py-3"
              data-session={session.id}
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">
                  {t(`deviceTypes.${session.deviceType}`)} · {session.browser ?? t('unknownBrowser')}
                  {session.system ? ` · ${session.system}` : ''}
                  {session.current ? (
                    <span className="ml-2">
                      <Badge>{t('thisDevice')}</Badge>
                    </span>
                  ) : null}
                </p>
                <p className="break-words text-slate-600">
                  {t('address')}: {session.address ?? '—'}
                </p>
                <p className="text-slate-600">
                  {t('firstUsed')}: <time dateTime={session.firstUsedAt}>{formatDateTime(session.firstUsedAt)}</time>
                  {' · '}
                  {t('lastUsed')}: <time dateTime={session.lastUsedAt}>{formatDateTime(session.lastUsedAt)}</time>
                </p>
              </div>
              {session.current ? null : (
                <Button size="sm" variant="secondary" onClick={() => endOne(session.id)}>
                  {t('signOut')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {others > 0 ? (
          <Button className="mt-4" variant="danger" onClick={endOthers}>
            {t('signOutOthers')}
          </Button>
        ) : null}
      </section>
    </Card>
  );
}
