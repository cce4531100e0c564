import { API_GUIDE_CONTENTS, ApiGuide } from '../features/developers/api-guide';
import { McpGuide } from '../features/developers/mcp-guide';
import { ApiReferenceViewer } from '../features/developers/api-reference-viewer';
import { ContentsNav } from '../ui';
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
          <ContentsNav id="api-contents" sections={CONTENTS} />
          <ApiGuide />
          <McpGuide />
        </div>
      </PublicPage>
      <ApiReferenceViewer />
    </>
  );
}
