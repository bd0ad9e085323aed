/** Names of ISO 639-1 language codes in the page's language ("pl" → "Polish" / "polski"). */
export function languageNames(codes: readonly string[], locale: string): string[] {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return codes.map((code) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  });
}
