import { cx } from '@tendero/ui';

/** A company's square logo, or the first letter of its name on a tinted square. */
export function CompanyLogo({
  name,
  image,
  alt,
  className,
}: {
  name: string;
  image: string | null;
  alt: string;
  className?: string;
}) {
  if (image) {
    return (
      // biome-ignore lint/performance/noImgElement: a stored square WebP; next/image adds nothing here
      <img
        src={image}
        alt={alt}
        width={64}
        height={64}
        className={cx('h-16 w-16 shrink-0 rounded-xl bg-white object-contain ring-1 ring-slate-200', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex h-16 w-16 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-2xl font-bold text-slate-600',
        className,
      )}
    >
      {name.trim().charAt(0).toLocaleUpperCase()}
    </span>
  );
}
