/**
 * A long page's table of contents: a titled box of numbered links to its sections' anchors (the
 * legal pages, the API guide).
 */
export function ContentsNav({ id, sections }: { id: string; sections: readonly { id: string; title: string }[] }) {
  return (
    <nav aria-labelledby={id} className="rounded-xl border border-slate-200 bg-slate-50 p-4 md:p-5">
      <h2 id={id} className="mb-2 text-base font-semibold text-slate-900">
        Contents
      </h2>
      <ol className="list-decimal space-y-1 pl-5 text-sm marker:text-slate-500">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:underline"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
