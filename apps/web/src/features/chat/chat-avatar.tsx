import { Avatar } from '@tendero/ui';

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
  return <Avatar name={name} image={image} alt={alt} pixels={small ? 40 : 48} className={box} />;
}
