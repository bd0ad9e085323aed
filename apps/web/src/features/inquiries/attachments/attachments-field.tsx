'use client';
import {
  type Attachment,
  attachmentAccept,
  attachmentMaxBytes,
  type attachmentSchema,
  attachmentTypes,
  type EndpointCall,
  inquiryAttachmentsMax,
  offerAttachmentsMax,
} from '@tendero/contracts';
import { cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { describeApiError } from '@/lib/api-client';
import { apiUpload, type UploadEndpoint } from '@/lib/api-upload';
import { formatFileSize } from './attachment-links';

type Pending = { key: string; file: File; progress: number | null; problem: string | null };

/** A row that stores one attached file (multipart field `file`) and answers it. */
type AttachmentEndpoint = UploadEndpoint & { answer: typeof attachmentSchema };

// A first look only, by the name or the type the browser says; the server decides by the bytes.
const knownExtensions = new Set<string>(Object.values(attachmentTypes).flat());
const knownTypes = new Set<string>(Object.keys(attachmentTypes));
const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * The files of a form that are sent after it is saved (an inquiry or an offer has to exist first): chosen
 * files wait here, checked for size, count and kind at once (the server reads their bytes again), then
 * `uploadAll` sends them one by one with progress. Stored files can be removed right away.
 */
export function useAttachmentUploads({
  kind,
  stored,
  remove,
}: {
  /** An inquiry takes 5 files, an offer 3. */
  kind: 'inquiry' | 'offer';
  /** Files already attached (editing). */
  stored: Attachment[];
  /** Removes a stored file on the server. */
  remove?: (file: Attachment) => Promise<void>;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const [kept, setKept] = useState<Attachment[] | null>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const current = kept ?? stored;
  const max = kind === 'inquiry' ? inquiryAttachmentsMax : offerAttachmentsMax;

  const choose = (files: File[]) => {
    setProblem(null);
    const room = max - current.length - pending.length;
    const accepted: Pending[] = [];
    const problems: string[] = [];
    for (const file of files) {
      if (accepted.length >= room) {
        problems.push(t(kind === 'inquiry' ? 'files.errors.tooManyInquiryFiles' : 'files.errors.tooManyOfferFiles'));
        break;
      }
      if (file.size > attachmentMaxBytes) {
        problems.push(t('files.attachments.failed', { name: file.name, message: t('files.errors.documentTooLarge') }));
      } else if (!knownExtensions.has(extensionOf(file.name)) && !knownTypes.has(file.type)) {
        problems.push(t('files.attachments.failed', { name: file.name, message: t('files.errors.documentType') }));
      } else {
        accepted.push({ key: `${file.name}-${file.size}-${Math.random()}`, file, progress: null, problem: null });
      }
    }
    setPending((list) => [...list, ...accepted]);
    if (problems.length > 0) setProblem(problems.join('\n'));
  };

  /** Sends every waiting file to the row; answers the stored files, whether all of them went and why not. */
  const uploadAll = async <E extends AttachmentEndpoint>(
    endpoint: E,
    call: EndpointCall<E>,
  ): Promise<{ stored: Attachment[]; complete: boolean; problems: string[] }> => {
    const done: Attachment[] = [];
    const left: Pending[] = [];
    for (const item of pending) {
      const update = (change: Partial<Pending>) =>
        setPending((list) => list.map((entry) => (entry.key === item.key ? { ...entry, ...change } : entry)));
      update({ progress: 0, problem: null });
      try {
        const form = new FormData();
        form.append('file', item.file, item.file.name);
        const onProgress = (share: number) => update({ progress: share });
        done.push(await apiUpload(endpoint, form, { ...call, locale, onProgress }));
        setPending((list) => list.filter((entry) => entry.key !== item.key));
      } catch (error) {
        const message = describeApiError(error, t('errors.network'));
        update({ progress: null, problem: message });
        left.push({
          ...item,
          progress: null,
          problem: t('files.attachments.failed', { name: item.file.name, message }),
        });
      }
    }
    const all = [...current, ...done];
    setKept(all);
    return { stored: all, complete: left.length === 0, problems: left.map((item) => item.problem ?? '') };
  };

  const removeStored = async (file: Attachment) => {
    if (!remove) return;
    setProblem(null);
    try {
      await remove(file);
      setKept(current.filter((entry) => entry.id !== file.id));
    } catch (error) {
      setProblem(describeApiError(error, t('errors.network')));
    }
  };

  return {
    max,
    stored: current,
    pending,
    problem,
    choose,
    uploadAll,
    removeStored,
    removePending: (key: string) => setPending((list) => list.filter((entry) => entry.key !== key)),
    busy: pending.some((item) => item.progress !== null),
  };
}
export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>;

/** The files part of a form: what is attached, what waits to be sent (with progress), and "Add files". */
export function AttachmentsField({ uploads, hint }: { uploads: AttachmentUploads; hint: string }) {
  const t = useTranslations('files.attachments');
  const locale = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = uploads.stored.length + uploads.pending.length >= uploads.max;
  const row = 'flex min-w-0 items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200';
  return (
    <fieldset aria-describedby={`${id}-hint`} className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{t('title')}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      {uploads.stored.length + uploads.pending.length > 0 ? (
        <ul className="space-y-1.5">
          {uploads.stored.map((file) => (
            <li key={file.id} className={row}>
              <span className="min-w-0 flex-1 truncate text-slate-900">{file.name}</span>
              <span className="shrink-0 text-xs text-slate-600 tabular-nums">{formatFileSize(file.size, locale)}</span>
              <RemoveButton label={t('remove', { name: file.name })} onClick={() => void uploads.removeStored(file)} />
            </li>
          ))}
          {uploads.pending.map((item) => (
            <li key={item.key} className={cx(row, 'flex-wrap', item.problem && 'bg-red-50 ring-red-200')}>
              <span className="min-w-0 flex-1 truncate text-slate-900">{item.file.name}</span>
              <span className="shrink-0 text-xs text-slate-600 tabular-nums">
                {formatFileSize(item.file.size, locale)}
              </span>
              {item.progress === null ? (
                <RemoveButton
                  label={t('remove', { name: item.file.name })}
                  onClick={() => uploads.removePending(item.key)}
                />
              ) : (
                <span className="flex w-full items-center gap-2">
                  <span
                    role="progressbar"
                    aria-label={t('uploading', { name: item.file.name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(item.progress * 100)}
                    className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200"
                  >
                    <span
                      className="block h-full rounded-full bg-brand-700 transition-[width]"
                      style={{ width: `${Math.round(item.progress * 100)}%` }}
                    />
                  </span>
                  <span className="w-10 text-right text-xs text-slate-700 tabular-nums">
                    {Math.round(item.progress * 100)}%
                  </span>
                </span>
              )}
              {item.problem ? (
                <p role="alert" className="w-full text-xs whitespace-pre-line text-red-800">
                  {item.problem}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {uploads.problem ? (
        <p role="alert" className="text-sm whitespace-pre-line text-red-800">
          {uploads.problem}
        </p>
      ) : null}
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        multiple
        accept={attachmentAccept}
        aria-label={t('choose')}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          uploads.choose([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <button
        type="button"
        disabled={full || uploads.busy}
        onClick={() => input.current?.click()}
        className="inline-flex items-center gap-1.5 rounded-lg border border-dashed border-slate-400 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <span aria-hidden="true">+</span> {t('choose')}
      </button>
    </fieldset>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="shrink-0 rounded p-1 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d="M6.3 5.3a1 1 0 0 0-1.4 1.4L8.6 10l-3.7 3.3a1 1 0 1 0 1.4 1.4L10 11.4l3.3 3.3a1 1 0 0 0 1.4-1.4L11.4 10l3.3-3.3a1 1 0 0 0-1.4-1.4L10 8.6 6.3 5.3Z" />
      </svg>
    </button>
  );
}
