'use client';

import { Button } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';

/** Recovery codes, shown once: copy them, download them as a text file, then say they are saved. */
export function RecoveryCodes({ codes, account, onDone }: { codes: string[]; account: string; onDone: () => void }) {
  const t = useTranslations('secondFactor.settings');
  const text = [t('codesFileHeader', { account }), '', ...codes, ''].join('\n');
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    toast.success(t('copied'));
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('codesFileName');
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-4">
      <h3 id="recovery-codes-title" className="text-lg font-semibold text-slate-900">
        {t('codesTitle')}
      </h3>
      <p className="text-sm text-slate-700">{t('codesIntro')}</p>
      <ol
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={copy}>
          {t('copy')}
        </Button>
        <Button type="button" variant="secondary" onClick={download}>
          {t('download')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('codesSaved')}
        </Button>
      </div>
    </section>
  );
}
