'use client';

import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isReadableImage } from './image-bytes';
import { type ImageUpload, uploadImage } from './image-rows';

const maxBytes = 10_000_000;
const frameClass: Record<ImageShape, string> = {
  round: 'w-16 rounded-full',
  square: 'w-16 rounded-lg',
  landscape: 'w-[85px] rounded-lg',
};

/** Shapes of SPEC §1 image cropping: round for people, square for logos, 4:3 for portfolio pictures. */
export type ImageShape = 'round' | 'square' | 'landscape';
const aspectOf: Record<ImageShape, number> = { round: 1, square: 1, landscape: 4 / 3 };

async function cropToBlob(source: string, area: Area, aspect: number): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const width = Math.min(aspect > 1 ? 1600 : 1024, Math.round(area.width));
  const height = Math.round(width / aspect);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), 'image/jpeg', 0.92),
  );
}

/**
 * Choose an image, crop it in the frame of its shape, upload it to its row (`upload`, multipart field `file`).
 * The server checks the bytes and stores WebP renditions; the page shows the stored one.
 */
export function ImageUploader({
  upload,
  initialUrl,
  name,
  shape,
  title,
  onUploaded,
}: {
  upload: ImageUpload;
  initialUrl: string | null;
  name: string;
  shape: ImageShape;
  title: string;
  onUploaded?: (url: string) => void;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const inputId = useId();
  const [current, setCurrent] = useState(initialUrl);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  /** Why the chosen file or the upload was refused, shown under the control until the next choice. */
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  // The bytes are checked before the cropper opens: a text file renamed `.png` would show an empty black
  // frame and then "You haven't added an image". The server checks them again.
  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setProblem(null);
    if (file.size > maxBytes) {
      setSource(null);
      setProblem(t('files.errors.imageTooLarge'));
      return;
    }
    if (!(await isReadableImage(file))) {
      setSource(null);
      setProblem(t('files.errors.notImage'));
      return;
    }
    setSource(URL.createObjectURL(file));
    setZoom(1);
  };

  const save = async () => {
    if (!source || !area) {
      setProblem(t('files.errors.noImage'));
      return;
    }
    setBusy(true);
    setProblem(null);
    let cropped: Blob;
    try {
      cropped = await cropToBlob(source, area, aspectOf[shape]);
    } catch {
      setProblem(t('files.errors.notImage'));
      setBusy(false);
      return;
    }
    try {
      const fileUrl = await uploadImage(upload, cropped, locale);
      setCurrent(fileUrl);
      setSource(null);
      onUploaded?.(fileUrl);
      toast.success(t('files.upload.saved'));
    } catch (error) {
      // The server's own words (e.g. 'This file is not a JPEG, PNG or WebP image'), in the page's language.
      setProblem(describeApiError(error, t('errors.network')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="mb-6">
      <h2 id={`${inputId}-title`} className="text-sm font-medium text-slate-800">
        {title}
      </h2>
      <div className="mt-2 flex items-center gap-4">
        {current ? (
          // biome-ignore lint/performance/noImgElement: a stored WebP of known size; next/image adds nothing here
          <img
            src={current}
            alt={name}
            width={shape === 'landscape' ? 85 : 64}
            height={64}
            className={`h-16 object-cover ring-1 ring-slate-200 ${frameClass[shape]}`}
          />
        ) : (
          <span
            className={`flex h-16 items-center justify-center bg-slate-100 text-center text-xs text-slate-700 ${frameClass[shape]}`}
          >
            {t(shape === 'round' ? 'files.upload.nonePhoto' : 'files.upload.none')}
          </span>
        )}
        <label htmlFor={inputId} className="cursor-pointer text-sm font-semibold text-brand-700 hover:text-brand-900">
          {t('files.upload.choose')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          onChange={(event) => void choose(event.currentTarget)}
        />
      </div>
      {problem ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      {source ? (
        <div className="mt-4 space-y-3">
          <div className="relative h-64 w-full overflow-hidden rounded-xl bg-slate-900">
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={aspectOf[shape]}
              cropShape={shape === 'round' ? 'round' : 'rect'}
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onCropComplete}
            />
          </div>
          <p className="text-xs text-slate-600">
            {t(shape === 'round' ? 'files.upload.cropHintRound' : 'files.upload.cropHint')}
          </p>
          <label className="flex items-center gap-3 text-sm text-slate-800">
            {t('files.upload.zoom')}
            <input
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
              className="flex-1 accent-brand-700"
            />
          </label>
          <Button onClick={save} disabled={busy}>
            {t(shape === 'round' ? 'files.upload.savePhoto' : 'files.upload.save')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
