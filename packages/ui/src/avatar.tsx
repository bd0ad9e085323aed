import { cx } from './cx';

/** "Julia Mazur" → "JM", "Julia" → "JU" (the first and last word), "?" for no name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.charAt(0)}${words.at(-1)?.charAt(0)}` : (words[0]?.slice(0, 2) ?? '');
  return letters.toLocaleUpperCase() || '?';
}

const tones = {
  brand: 'bg-brand-100 text-brand-800',
  muted: 'bg-slate-100 text-slate-600',
} as const;

/**
 * A person's round photo, or their initials when they have none. The name is always written beside it,
 * so the initials are hidden from screen readers; `alt` names the photo where it adds something.
 */
export function Avatar({
  name,
  image,
  alt = '',
  pixels,
  className,
  tone = 'brand',
}: {
  name: string;
  image: string | null;
  alt?: string;
  /** The rendered size in CSS pixels (the photo is requested at it); the box size comes from `className`. */
  pixels: number;
  className: string;
  tone?: keyof typeof tones;
}) {
  if (image) {
    return (
      <img
        src={image}
        alt={alt}
        width={pixels}
        height={pixels}
        className={cx('shrink-0 rounded-full object-cover', tone === 'brand' && 'ring-1 ring-slate-200', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx('flex shrink-0 items-center justify-center rounded-full font-semibold', tones[tone], className)}
    >
      {initialsOf(name)}
    </span>
  );
}
