'use client';
import type { Attachment } from '@tendero/contracts';
import { cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';

/** A file size the way the reader writes numbers ("1.2 MB", "1,2 MB", "640 kB"). */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(Math.max(megabytes ? bytes / 1_000_000 : bytes / 1000, megabytes ? 0 : 1));
}

function FileIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-slate-500" fill="currentColor">
      <path d="M5 2a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7.4a2 2 0 0 0-.6-1.4l-3.4-3.4A2 2 0 0 0 11.6 2H5Zm6 1.5L15.5 8H12a1 1 0 0 1-1-1V3.5Z" />
    </svg>
  );
}

/** Files as download links with their name and size (the server sends them as attachments, never inline). */
export function AttachmentLinks({
  files,
  className,
  label,
}: {
  files: Attachment[];
  className?: string;
  /** What the list is, for screen readers (e.g. "Offer files"). */
  label?: string;
}) {
  const t = useTranslations('files.attachments');
  const locale = useLocale();
  if (files.length === 0) return null;
  return (
    <ul className={cx('space-y-1.5', className)} aria-label={label ?? t('title')}>
      {files.map((file) => (
        <li key={file.id} className="min-w-0">
          <a
            href={file.url}
            download={file.name}
            className="group inline-flex max-w-full items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900"
            aria-label={`${t('download', { name: file.name })} (${formatFileSize(file.size, locale)})`}
          >
            <FileIcon />
            <span className="truncate group-hover:underline" title={file.name}>
              {file.name}
            </span>
            <span className="shrink-0 font-normal text-slate-600 tabular-nums">
              {formatFileSize(file.size, locale)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
