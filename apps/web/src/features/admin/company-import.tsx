'use client';

import {
  adminEndpoints,
  type CompanyImportResult,
  importColumns,
  importMaxBytes,
  type Locale,
  taxIdentityImportColumns,
} from '@tendero/contracts';
import { Button, cx, DataTable, EmailText, FilePicker } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { useKeyText } from '@/lib/field-message';
import { toast } from '@/lib/toast';

/** The template's example row: a company in Kraków with two services named in Polish, invited in Polish. */
const exampleRow = [
  'Wawel Ledger sp. z o.o.',
  'https://wawel-ledger.example',
  'Kraków',
  'Pełna księgowość; Kadry i płace',
  'Ewa',
  'Kowalczyk',
  'ewa@wawel-ledger.example',
  'pl',
  // The optional tax identity (issue 38): country of registration, legal name, NIP, REGON, KRS, VAT number, address.
  'PL',
  'Wawel Ledger sp. z o.o.',
  '526-025-02-74',
  '',
  '',
  '',
  'ul. Grodzka 1',
  '31-001',
  'Kraków',
];
const template = `${[...importColumns, ...taxIdentityImportColumns].join(',')}\n${exampleRow.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',')}\n`;

/**
 * Import companies from a CSV file (`adminEndpoints.importCompanies`): choose the file, check it (the
 * preview lists every row with its problems, translated, per column), then import. The import button
 * waits until no row has a problem, and the API imports all rows or none.
 */
export function CompanyImport() {
  const t = useTranslations('admin.company.import');
  const tAll = useTranslations();
  const tTax = useTranslations('taxIdentity.import');
  const keyText = useKeyText();
  const locale = useLocale() as Locale;
  const id = useId();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [result, setResult] = useState<CompanyImportResult | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const choose = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setResult(null);
    setFileError(null);
    setFile(null);
    if (!chosen) return;
    if (chosen.size > importMaxBytes) {
      setFileError(t('tooBig'));
      return;
    }
    setFile({ name: chosen.name, csv: await chosen.text() });
  };

  const send = async (commit: boolean) => {
    if (!file) return;
    setBusy(commit ? 'import' : 'check');
    try {
      const answer = await apiRequest(adminEndpoints.importCompanies, { body: { csv: file.csv, commit }, locale });
      setResult(answer);
      if (commit && answer.imported > 0) toast.success(t('imported', { count: answer.imported }));
      else if (commit) toast.error(t('nothingImported'));
    } catch (error) {
      toast.error(describeApiError(error, tAll('errors.network')));
    } finally {
      setBusy(null);
    }
  };

  const problemText = (problem: { field: string; messageKey: string }) =>
    problem.field === 'file' ? keyText(problem.messageKey) : `${problem.field}: ${keyText(problem.messageKey)}`;
  const ready = result !== null && result.imported === 0 && result.invalid === 0 && result.fileProblems.length === 0;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('lead')}</p>
      </div>
      <div className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
        <p>{t('columns')}</p>
        <p className="mt-1 font-mono text-xs break-words text-slate-900">{importColumns.join(', ')}</p>
        <p className="mt-2">{t('columnsHint')}</p>
        <p className="mt-2">{tTax('columns')}</p>
        <p className="mt-1 font-mono text-xs break-words text-slate-900">{taxIdentityImportColumns.join(', ')}</p>
        <a
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(template)}`}
          download="tendero-companies.csv"
          className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-2"
        >
          {t('template')}
        </a>
      </div>
      <FilePicker
        id={`${id}-file`}
        label={t('file')}
        chooseLabel={t('chooseFile')}
        noFileLabel={t('noFile')}
        fileName={file?.name ?? null}
        accept=".csv,text/csv"
        error={fileError}
        onChange={choose}
      />
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={!file || busy !== null}
          aria-busy={busy === 'check' || undefined}
          onClick={() => send(false)}
        >
          {t('check')}
        </Button>
        <Button
          disabled={!ready || busy !== null}
          aria-busy={busy === 'import' || undefined}
          onClick={() => send(true)}
        >
          {result ? t('importRows', { count: result.valid }) : t('import')}
        </Button>
      </div>

      {result ? (
        <div className="space-y-3" aria-live="polite">
          {result.fileProblems.length > 0 ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {result.fileProblems.map(problemText).join(' ')}
            </p>
          ) : (
            <p
              role="status"
              data-testid="import-summary"
              className={cx(
                'rounded-lg border px-4 py-3 text-sm',
                result.imported > 0
                  ? 'border-brand-200 bg-brand-50 text-brand-900'
                  : result.invalid > 0
                    ? 'border-amber-200 bg-amber-50 text-amber-900'
                    : 'border-slate-200 bg-white text-slate-800',
              )}
            >
              {result.imported > 0
                ? t('summaryImported', { count: result.imported })
                : result.invalid > 0
                  ? t('summaryProblems', { valid: result.valid, invalid: result.invalid })
                  : t('summaryReady', { count: result.valid })}
            </p>
          )}
          {result.rows.length > 0 ? (
            <DataTable
              columns={[
                { key: 'line', label: t('table.line'), className: 'tabular-nums' },
                { key: 'company', label: t('table.company'), role: 'title' },
                { key: 'manager', label: t('table.manager') },
                { key: 'city', label: t('table.city') },
                { key: 'services', label: t('table.services'), className: 'tabular-nums' },
                { key: 'problems', label: t('table.problems') },
              ]}
              rows={result.rows.map((row) => ({
                key: String(row.line),
                data: { 'data-line': String(row.line) },
                tone: row.problems.length > 0 ? 'problem' : undefined,
                cells: {
                  line: row.line,
                  company: row.name || '—',
                  manager: (
                    <>
                      {row.managerName}
                      {row.managerEmail ? (
                        <EmailText email={row.managerEmail} className="block text-xs text-slate-600" />
                      ) : null}
                    </>
                  ),
                  city: row.cityName ?? '—',
                  services: row.services.length,
                  problems:
                    row.problems.length === 0 ? (
                      <span className="font-semibold text-brand-800">{t('rowOk')}</span>
                    ) : (
                      <ul className="space-y-0.5 text-red-800">
                        {row.problems.map((problem) => (
                          <li key={`${problem.field}-${problem.messageKey}`}>{problemText(problem)}</li>
                        ))}
                      </ul>
                    ),
                },
              }))}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
