import type { ReactNode } from 'react';
import { ContentsNav } from '../../ui';

/** One numbered part of a legal text: its anchor (`#id`), its heading and its paragraphs and lists. */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** When the texts last changed in substance (shown on both pages; bump it with every such change). */
export const LEGAL_LAST_UPDATED = '2026-11-29';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-11-24` → `24 November 2026`, the same on the server and in every browser (no locale). */
export function formatLegalDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/**
 * A legal text as a page: the last-updated date, a table of contents linking to each section, and
 * the sections under `h2` headings with those anchors (kept clear of the sticky header). Without
 * `anchors` (the sign-up form's Terms and Conditions dialog) it is the sections alone, under `h3`
 * headings, with no ids that could clash with a page underneath.
 */
export function LegalDocument({
  sections,
  anchors = false,
  intro,
}: {
  sections: readonly LegalSection[];
  anchors?: boolean;
  intro?: ReactNode;
}) {
  const Heading = anchors ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-8 text-slate-700">
      {anchors && (
        <p className="text-sm text-slate-500">
          Last updated: <time dateTime={LEGAL_LAST_UPDATED}>{formatLegalDate(LEGAL_LAST_UPDATED)}</time>
        </p>
      )}
      {intro && <div className="flex flex-col gap-3 leading-relaxed">{intro}</div>}
      {anchors && <ContentsNav id="legal-contents" sections={sections} />}
      {sections.map((section, index) => (
        <section
          key={section.id}
          {...(anchors ? { 'aria-labelledby': section.id } : {})}
          className="flex flex-col gap-3"
        >
          <Heading
            {...(anchors ? { id: section.id } : {})}
            className={
              anchors ? 'scroll-mt-24 text-xl font-bold text-slate-900' : 'text-base font-semibold text-slate-900'
            }
          >
            {index + 1}. {section.title}
          </Heading>
          <div className="flex flex-col gap-3 leading-relaxed [overflow-wrap:anywhere] [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
            {section.body}
          </div>
        </section>
      ))}
    </div>
  );
}
