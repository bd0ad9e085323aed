import { Avatar } from '@tendero/ui';

const sizes = {
  md: { box: 'h-16 w-16 text-xl', pixels: 64 },
  lg: { box: 'h-24 w-24 text-3xl', pixels: 96 },
} as const;

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
  return <Avatar name={`${firstName} ${lastName}`} image={image} alt={alt} pixels={pixels} className={box} />;
}
