import { cx } from '@tendero/ui';

/** "Julia Mazur" → "JM". */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.charAt(0)}${words.at(-1)?.charAt(0)}` : (words[0]?.slice(0, 2) ?? '');
  return letters.toLocaleUpperCase() || '?';
}

/** The other participant's round photo, or their initials (their name is always written beside it). */
export function ChatAvatar({
  name,
  image,
  alt,
  small,
}: {
  name: string;
  image: string | null;
  alt: string;
  small?: boolean;
}) {
  const box = small ? 'h-10 w-10 text-sm' : 'h-12 w-12 text-base';
  if (image) {
    return (
      // biome-ignore lint/performance/noImgElement: a stored square WebP; next/image adds nothing here
      <img
        src={image}
        alt={alt}
        width={small ? 40 : 48}
        height={small ? 40 : 48}
        className={cx('shrink-0 rounded-full object-cover ring-1 ring-slate-200', box)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800',
        box,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
