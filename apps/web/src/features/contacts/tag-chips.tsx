import type { Tag } from '@tendero/contracts';

/** A contact's tags as small chips in their colours. */
export function TagChips({ tags }: { tags: readonly Tag[] }) {
  if (tags.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li
          key={tag.id}
          className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-slate-200"
        >
          <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: tag.colour }} />
          {tag.name}
        </li>
      ))}
    </ul>
  );
}
