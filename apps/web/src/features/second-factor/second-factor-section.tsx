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
import { Button, type ButtonVariant } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { type ComponentProps, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { flashToast } from '@/lib/flash-toast';
import { Form, TextField } from '@/lib/form';
import { CodeField } from './code-field';
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
        <CodeField form={form} id="totp-confirm-code" label={t('code')} maxLength={7} />
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
  return <ProofForm form={form} action="regenerate" />;
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
  return <ProofForm form={form} action="disable" />;
}

type Proof = { code?: string; password?: string };

/** What a form that asks for proof (a current code, the password) before it acts needs of `useContractForm`. */
type ProofFormState = Parameters<typeof TextField<Proof>>[0]['form'] & {
  submit: ComponentProps<typeof Form>['onSubmit'];
  formState: { isSubmitting: boolean };
};

/**
 * The two actions that need proof: their ids, what each asks first and their button; their texts are
 * `<action>Title`, `<action>Intro` and `<action>`.
 */
const proofActions = {
  regenerate: { id: 'regen', fields: ['code', 'password'], variant: 'secondary' },
  disable: { id: 'disable', fields: ['password', 'code'], variant: 'danger' },
} as const satisfies Record<string, { id: string; fields: readonly (keyof Proof)[]; variant: ButtonVariant }>;

/**
 * A titled part of the settings that acts only on proof of the person: a current authenticator code and the
 * password, in the action's order (ids `<id>-code`, `<id>-password`, the title `<id>-title`).
 */
function ProofForm({ form, action }: { form: ProofFormState; action: keyof typeof proofActions }) {
  const t = useTranslations('secondFactor.settings');
  const { id, fields, variant } = proofActions[action];
  const proof = {
    code: { label: t('code'), inputMode: 'numeric', autoComplete: 'one-time-code' },
    password: { label: t('password'), type: 'password', autoComplete: 'current-password' },
  } as const;
  return (
    <Form onSubmit={form.submit} className="space-y-3 border-t border-slate-200 pt-5" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        {t(`${action}Title`)}
      </h3>
      <p className="text-sm text-slate-700">{t(`${action}Intro`)}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((name) => (
          <TextField key={name} form={form} name={name} id={`${id}-${name}`} {...proof[name]} />
        ))}
      </div>
      <Button type="submit" variant={variant} disabled={form.formState.isSubmitting}>
        {t(action)}
      </Button>
    </Form>
  );
}
