'use client';

import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { toast } from 'sonner';
import { ApiError, describeApiError } from '../../lib/api-client';

const maxBytes = 10_000_000;

async function cropToBlob(source: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const size = Math.min(1024, Math.round(area.width));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), 'image/jpeg', 0.92),
  );
}

/**
 * The profile photo: choose an image, crop it in a round frame, upload. The server checks the bytes and
 * stores a square WebP; the page shows the stored one.
 */
export function PhotoUploader({
  userId,
  initialUrl,
  name,
}: {
  userId: string;
  initialUrl: string | null;
  name: string;
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

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (file.size > maxBytes) {
      toast.error(t('files.errors.imageTooLarge'));
      return;
    }
    setSource(URL.createObjectURL(file));
    setZoom(1);
  };

  const save = async () => {
    if (!source || !area) {
      toast.error(t('files.errors.noImage'));
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', await cropToBlob(source, area), 'photo.jpg');
      const response = await fetch(`/api/users/${encodeURIComponent(userId)}/photo/`, {
        method: 'POST',
        body,
        headers: { 'accept-language': locale },
        credentials: 'same-origin',
      });
      const data = await response.json().catch(() => null);
      if (!response.ok) throw new ApiError(response.status, data);
      setCurrent((data as { fileUrl: string }).fileUrl);
      setSource(null);
      toast.success(t('settings.data.saved'));
    } catch (error) {
      toast.error(describeApiError(error, t('errors.network')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="mb-6">
      <h2 id={`${inputId}-title`} className="text-sm font-medium text-slate-800">
        {t('settings.data.photo')}
      </h2>
      <div className="mt-2 flex items-center gap-4">
        {current ? (
          // biome-ignore lint/performance/noImgElement: a stored WebP of known size; next/image adds nothing here
          <img
            src={current}
            alt={name}
            width={64}
            height={64}
            className="h-16 w-16 rounded-full object-cover ring-1 ring-slate-200"
          />
        ) : (
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-slate-100 text-center text-xs text-slate-700">
            {t('settings.data.noPhoto')}
          </span>
        )}
        <label htmlFor={inputId} className="cursor-pointer text-sm font-semibold text-brand-700 hover:text-brand-900">
          {t('settings.data.choose')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </div>
      {source ? (
        <div className="mt-4 space-y-3">
          <div className="relative h-64 w-full overflow-hidden rounded-xl bg-slate-900">
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onCropComplete}
            />
          </div>
          <p className="text-xs text-slate-600">{t('settings.data.cropHint')}</p>
          <label className="flex items-center gap-3 text-sm text-slate-800">
            {t('settings.data.zoom')}
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
            {t('settings.data.savePhoto')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
