import { cx } from '@tendero/ui';

const sizes = {
  md: { box: 'h-16 w-16 text-xl', pixels: 64 },
  lg: { box: 'h-24 w-24 text-3xl', pixels: 96 },
} as const;

/** "Julia Mazur" → "JM". */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toLocaleUpperCase() || '?';
}

/** A person's round photo, or their initials when they have none (the name is always written beside it). */
export function PersonAvatar({
  firstName,
  lastName,
  image,
  alt,
  size = 'lg',
}: {
  firstName: string;
  lastName: string;
  image: string | null;
  alt: string;
  size?: keyof typeof sizes;
}) {
  const { box, pixels } = sizes[size];
  if (image) {
    return (
      // biome-ignore lint/performance/noImgElement: a stored square WebP; next/image adds nothing here
      <img
        src={image}
        alt={alt}
        width={pixels}
        height={pixels}
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
      {initialsOf(firstName, lastName)}
    </span>
  );
}
