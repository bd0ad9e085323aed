'use client';

import { type ContactImportResult, contactsEndpoints, type Locale } from '@tendero/contracts';
import { Button, DataTable, EmailText, FilePicker } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { useKeyText } from '@/lib/field-message';
import { toast } from '@/lib/toast';
import { ContactsSection } from './contacts-section';

const maxBytes = 1_000_000;

/**
 * Import contacts from CSV: check the file (every row with its problems, per column), then import. The
 * import button waits until no row has a problem; the API imports all rows or none.
 */
export function ContactsImport({ ownerId }: { ownerId: string }) {
  const t = useTranslations('contacts.csv');
  const tAll = useTranslations();
  const keyText = useKeyText();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const id = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [result, setResult] = useState<ContactImportResult | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setResult(null);
    setCsv(null);
    setFileName(chosen?.name ?? null);
    if (!chosen) return;
    if (chosen.size > maxBytes) {
      toast.error(tAll('validation.tooLong'));
      return;
    }
    setCsv(await chosen.text());
  };
  const send = async (commit: boolean) => {
    if (!csv) return;
    setBusy(true);
    try {
      const answer = await apiRequest(contactsEndpoints.importCsv, {
        params: { userId: ownerId },
        body: { csv, commit },
        locale,
      });
      setResult(answer);
      if (commit && answer.imported > 0) {
        toast.success(t('imported', { count: answer.imported }));
        router.refresh();
      } else if (commit) toast.error(t('nothingImported'));
    } catch (error) {
      toast.error(describeApiError(error, tAll('errors.network')));
    } finally {
      setBusy(false);
    }
  };
  const problemText = (problem: { field: string; messageKey: string }) =>
    problem.field === 'file' ? keyText(problem.messageKey) : `${problem.field}: ${keyText(problem.messageKey)}`;
  const ready = result !== null && result.imported === 0 && result.invalid === 0 && result.fileProblems.length === 0;

  return (
    <ContactsSection id={`${id}-title`} title={t('importTitle')}>
      <p className="text-sm text-slate-600">{t('importLead')}</p>
      <FilePicker
        id={`${id}-file`}
        label={t('file')}
        chooseLabel={t('chooseFile')}
        noFileLabel={t('noFile')}
        fileName={fileName}
        accept=".csv,text/csv"
        onChange={choose}
      />
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={!csv || busy} onClick={() => send(false)}>
          {t('check')}
        </Button>
        <Button disabled={!ready || busy} onClick={() => send(true)}>
          {result ? t('importRows', { count: result.valid }) : t('import')}
        </Button>
      </div>
      {result ? (
        <div className="space-y-2" aria-live="polite" data-testid="contacts-import-preview">
          {result.fileProblems.map((problem) => (
            <p key={problem.messageKey} role="alert" className="text-sm text-red-700">
              {problemText(problem)}
            </p>
          ))}
          {result.rows.length > 0 ? (
            <>
              <p className="text-sm text-slate-700">{t('summary', { valid: result.valid, invalid: result.invalid })}</p>
              <DataTable
                columns={[
                  { key: 'line', label: t('line'), className: 'tabular-nums' },
                  { key: 'name', label: tAll('contacts.fields.name'), role: 'title' },
                  { key: 'email', label: tAll('contacts.fields.email') },
                  { key: 'problems', label: t('problems') },
                ]}
                rows={result.rows.map((row) => ({
                  key: String(row.line),
                  cells: {
                    line: row.line,
                    name: row.name,
                    email: row.email ? <EmailText email={row.email} /> : '—',
                    problems:
                      row.problems.length === 0 ? (
                        <span className="text-brand-800">{t('ok')}</span>
                      ) : (
                        <ul className="text-red-700">
                          {row.problems.map((problem) => (
                            <li key={`${problem.field}-${problem.messageKey}`}>{problemText(problem)}</li>
                          ))}
                        </ul>
                      ),
                  },
                }))}
              />
            </>
          ) : null}
        </div>
      ) : null}
    </ContactsSection>
  );
}
