import type { ClientLogo } from '@memeforge/contract';

/** Our own glyphs for the client marks (content file): simple shapes, no third-party logos. */
const GLYPHS: Record<ClientLogo['glyph'], string> = {
  circle: 'M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18Z',
  square: 'M4 4h16v16H4Z',
  triangle: 'M12 3l10 18H2Z',
  diamond: 'M12 2l10 10l-10 10L2 12Z',
  bolt: 'M13 2L4 14h7l-1 8l9-12h-7Z',
  ring: 'M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18Zm0 5a4 4 0 1 0 0 8a4 4 0 0 0 0-8Z',
  bars: 'M3 14h4v7H3Zm7-5h4v12h-4Zm7-6h4v18h-4Z',
  wave: 'M2 15c3-6 6-6 10 0s7 6 10 0v6H2Z',
};

/** The strip of client marks: a glyph and the name set in the product's type, greyed. */
export function ClientLogos({ logos }: { logos: ClientLogo[] }) {
  return (
    <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
      {logos.map((logo) => (
        <li key={logo.name} className="flex items-center gap-2 text-slate-600">
          <svg viewBox="0 0 24 24" className="size-6" fill="currentColor" fillRule="evenodd" aria-hidden>
            <path d={GLYPHS[logo.glyph]} />
          </svg>
          <span className="text-lg font-extrabold tracking-tight">{logo.name}</span>
        </li>
      ))}
    </ul>
  );
}
