/**
 * A command or a file to copy, as the guide shows it: monospace, kept on its lines, scrolled
 * sideways inside its box on a narrow screen (so the page itself never scrolls sideways). The box
 * can take the keyboard's focus, so its hidden part can be scrolled to without a mouse.
 */
export function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <pre
      // A scrollable region needs a name and a tab stop (WCAG 2.1.1).
      tabIndex={0}
      role="region"
      aria-label={label}
      className="max-w-full overflow-x-auto rounded-xl border border-slate-800 bg-slate-900 p-4 font-mono text-[13px] leading-relaxed text-slate-100"
    >
      <code>{children}</code>
    </pre>
  );
}

/** A path, field or value named in a sentence. */
export function Code({ children }: { children: string }) {
  return (
    <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-800 [overflow-wrap:anywhere]">
      {children}
    </code>
  );
}
