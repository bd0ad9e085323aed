const chipClass = {
  slate: 'rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800',
  brand: 'rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800',
};

/** Names in a row of chips: a company's services (brand), a company's or a rep's languages (slate). */
export function NameChips({
  names,
  tone = 'slate',
  centered = false,
}: {
  names: readonly string[];
  tone?: keyof typeof chipClass;
  /** Under a centred card. */
  centered?: boolean;
}) {
  return (
    <ul className={centered ? 'mt-2 flex flex-wrap justify-center gap-2' : 'mt-2 flex flex-wrap gap-2'}>
      {names.map((name) => (
        <li key={name} className={chipClass[tone]}>
          {name}
        </li>
      ))}
    </ul>
  );
}
