import { API_GUIDE_CONTENTS, ApiGuide } from '../features/developers/api-guide';
import { McpGuide } from '../features/developers/mcp-guide';
import { ApiReferenceViewer } from '../features/developers/api-reference-viewer';
import { PublicPage } from './PublicPage';

const CONTENTS = [
  ...API_GUIDE_CONTENTS,
  { id: 'mcp', title: 'AI assistants (MCP)' },
  { id: 'reference', title: 'API reference' },
] as const;

/** /docs/api: the guide for developers, then the whole API reference (decision 052). */
export function ApiReferencePage() {
  return (
    <>
      <PublicPage title="API for developers">
        <div className="flex flex-col gap-10">
          <p className="-mt-3 max-w-2xl leading-relaxed text-slate-600">
            Make memes from your own programs, scripts and AI assistants: generate a batch about a topic, wait for it,
            download the files, edit captions and search the template library, with an API key of your account.
          </p>
          <nav aria-labelledby="api-contents" className="rounded-xl border border-slate-200 bg-slate-50 p-4 md:p-5">
            <h2 id="api-contents" className="mb-2 text-base font-semibold text-slate-900">
              Contents
            </h2>
            <ol className="list-decimal space-y-1 pl-5 text-sm marker:text-slate-500">
              {CONTENTS.map((section) => (
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
          <ApiGuide />
          <McpGuide />
        </div>
      </PublicPage>
      <ApiReferenceViewer />
    </>
  );
}
