'use client';

import {
  confirmTotpSchema,
  disableTotpSchema,
  regenerateRecoveryCodesSchema,
  type SecondFactorStatus,
  secondFactorEndpoints,
  type TotpSetup,
} from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { flashToast } from '@/lib/flash-toast';
import { Form, TextField } from '@/lib/form';
import { RecoveryCodes } from './recovery-codes';

type View = { kind: 'status' } | { kind: 'setup'; setup: TotpSetup } | { kind: 'codes'; codes: string[] };

/**
 * Account settings' two-step sign-in: set up an authenticator (QR code and key, confirmed with a first code),
 * the recovery codes shown once, new codes, and turning it off (not for those who must keep it). After a
 * forced set-up, `afterSetup` is where the person goes on.
 */
export function SecondFactorSection({
  status,
  account,
  afterSetup,
}: {
  status: SecondFactorStatus;
  account: string;
  afterSetup?: string;
}) {
  const t = useTranslations('secondFactor.settings');
  const locale = useLocale();
  const [view, setView] = useState<View>({ kind: 'status' });
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      setView({ kind: 'setup', setup: await apiRequest(secondFactorEndpoints.setupTotp, { locale }) });
    } finally {
      setStarting(false);
    }
  };
  const finished = () => {
    if (afterSetup) window.location.assign(afterSetup);
    else window.location.reload();
  };

  if (view.kind === 'codes') return <RecoveryCodes codes={view.codes} account={account} onDone={finished} />;
  if (view.kind === 'setup') {
    return (
      <TotpSetupForm
        setup={view.setup}
        onConfirmed={(codes) => {
          flashToast(t('turnedOn'));
          setView({ kind: 'codes', codes });
        }}
        onCancel={() => setView({ kind: 'status' })}
      />
    );
  }
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <p className="font-medium text-slate-900" data-testid="second-factor-state">
        {status.totp && status.confirmedAt ? t('on', { date: formatDate(status.confirmedAt) }) : t('off')}
      </p>
      {status.requiredBecause ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          {status.requiredBecause === 'ADMIN' ? t('requiredAdmin') : t('requiredTeam')}
        </p>
      ) : null}
      {status.totp ? (
        <>
          <p className="text-sm text-slate-700">{t('codesLeft', { count: status.recoveryCodesLeft })}</p>
          <RegenerateForm onCodes={(codes) => setView({ kind: 'codes', codes })} />
          {status.requiredBecause ? null : <DisableForm />}
        </>
      ) : (
        <Button type="button" onClick={start} disabled={starting}>
          {t('start')}
        </Button>
      )}
    </div>
  );
}

function TotpSetupForm({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TotpSetup;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('secondFactor.settings');
  const locale = useLocale();
  const form = useContractForm(confirmTotpSchema, {
    defaultValues: { code: '' },
    onSubmit: async (values) => {
      const { recoveryCodes } = await apiRequest(secondFactorEndpoints.confirmTotp, { body: values, locale });
      onConfirmed(recoveryCodes);
    },
  });
  return (
    <div className="space-y-4">
      <p className="text-sm font-medium text-slate-900">{t('scan')}</p>
      {/* biome-ignore lint/performance/noImgElement: an SVG the server drew from the otpauth URI, as a data URL */}
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t('scan')}
        width={200}
        height={200}
        className="rounded-lg border border-slate-200 bg-white"
      />
      <div className="text-sm text-slate-700">
        <p>{t('orType')}</p>
        <p className="mt-1 text-xs text-slate-600">{t('secret')}</p>
        <code
          data-testid="totp-secret"
          className="block break-all rounded-md bg-slate-100 p-2 font-mono text-slate-900"
        >
          {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </div>
      <Form onSubmit={form.submit} className="space-y-4">
        <p className="text-sm font-medium text-slate-900">{t('confirmIntro')}</p>
        <TextField
          form={form}
          name="code"
          id="totp-confirm-code"
          label={t('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t('confirm')}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      </Form>
    </div>
  );
}

function RegenerateForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const t = useTranslations('secondFactor.settings');
  const locale = useLocale();
  const form = useContractForm(regenerateRecoveryCodesSchema, {
    defaultValues: { code: '', password: '' },
    onSubmit: async (values) => {
      const { recoveryCodes } = await apiRequest(secondFactorEndpoints.regenerateRecoveryCodes, {
        body: values,
        locale,
      });
      onCodes(recoveryCodes);
    },
  });
  return (
    <Form onSubmit={form.submit} className="space-y-3 border-t border-slate-200 pt-5" aria-labelledby="regen-title">
      <h3 id="regen-title" className="font-semibold text-slate-900">
        {t('regenerateTitle')}
      </h3>
      <p className="text-sm text-slate-700">{t('regenerateIntro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          form={form}
          name="code"
          id="regen-code"
          label={t('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <TextField
          form={form}
          name="password"
          id="regen-password"
          label={t('password')}
          type="password"
          autoComplete="current-password"
        />
      </div>
      <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting}>
        {t('regenerate')}
      </Button>
    </Form>
  );
}

function DisableForm() {
  const t = useTranslations('secondFactor.settings');
  const locale = useLocale();
  const form = useContractForm(disableTotpSchema, {
    defaultValues: { password: '', code: '' },
    onSubmit: async (values) => {
      await apiRequest(secondFactorEndpoints.disableTotp, { body: values, locale });
      flashToast(t('turnedOff'));
      window.location.reload();
    },
  });
  return (
    <Form onSubmit={form.submit} className="space-y-3 border-t border-slate-200 pt-5" aria-labelledby="disable-title">
      <h3 id="disable-title" className="font-semibold text-slate-900">
        {t('disableTitle')}
      </h3>
      <p className="text-sm text-slate-700">{t('disableIntro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          form={form}
          name="password"
          id="disable-password"
          label={t('password')}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          form={form}
          name="code"
          id="disable-code"
          label={t('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
      </div>
      <Button type="submit" variant="danger" disabled={form.formState.isSubmitting}>
        {t('disable')}
      </Button>
    </Form>
  );
}
