import { useEffect, useRef, useState } from 'react';
import { ENDPOINTS } from '@memeforge/contract';
import { guideLinkClass } from './guide-section';

type ViewerState = 'loading' | 'ready' | 'failed';

/**
 * Every operation of the API, drawn in the browser from the OpenAPI document the server serves
 * (`ENDPOINTS.openapi`). The viewer's chunk is fetched only here, after the page is on screen; the
 * server's rendering carries the heading, the links to the document and a loading line, which is
 * also what shows without JavaScript. Scalar renders into an element React leaves alone.
 */
export function ApiReferenceViewer() {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ViewerState>('loading');

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const target = document.createElement('div');
    container.appendChild(target);
    import('./scalar-viewer')
      .then(({ mountApiReference }) => {
        if (cancelled) return;
        destroy = mountApiReference(target, ENDPOINTS.openapi).destroy;
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      destroy?.();
      target.remove();
    };
  }, []);

  return (
    <section aria-labelledby="reference" className="border-t border-slate-200">
      <div className="mx-auto flex max-w-4xl flex-col gap-3 px-4 pt-12 pb-6 md:pt-16">
        <h2 id="reference" className="scroll-mt-24 text-xl font-bold text-slate-900">
          API reference
        </h2>
        <p className="leading-relaxed text-slate-700">
          Every operation with its parameters, bodies and answers, read from the{' '}
          <a href={ENDPOINTS.openapi} className={guideLinkClass}>
            OpenAPI document
          </a>{' '}
          (also shown by{' '}
          <a href={ENDPOINTS.apiDocs} className={guideLinkClass}>
            Swagger UI
          </a>
          ). Operations that need an account take your API key as a Bearer token.
        </p>
        {state === 'loading' && (
          <p role="status" className="text-sm text-slate-600">
            Loading the API reference…
          </p>
        )}
        {state === 'failed' && (
          <p role="alert" className="text-sm text-red-700">
            The API reference could not be loaded. Reload the page, or read the OpenAPI document above.
          </p>
        )}
      </div>
      <div ref={host} className="mf-api-reference min-h-[50vh]" data-testid="api-reference" />
    </section>
  );
}
