/**
 * A name that ends a sentence of a message ("…the offer of {company}."). Company names often end in a dot
 * of their own ("Nordwind Software sp. z o.o."), which then ends the sentence too: the message's full stop
 * would make it "o.o..". Pass the name through this where the message puts a full stop right after it.
 */
export function nameBeforeFullStop(name: string): string {
  return name.trimEnd().replace(/\.+$/, '');
}
