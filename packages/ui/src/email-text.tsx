/**
 * An e-mail address that may break onto a second line only before its `@` (and, when one part alone is
 * wider than the space, inside it), never a few letters a line as `break-all` does.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at) : '';
  return (
    <span className={className ? `wrap-break-word ${className}` : 'wrap-break-word'}>
      {local}
      {domain ? (
        <>
          <wbr />
          {domain}
        </>
      ) : null}
    </span>
  );
}
