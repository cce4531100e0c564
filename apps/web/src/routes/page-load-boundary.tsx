import { Component, type ReactNode } from 'react';
import { ErrorState } from '../ui/states';

/** Shown where a page should be when its code could not be loaded or it failed to render. */
export const PAGE_LOAD_FAILED = {
  title: 'This page could not be loaded.',
  description: 'Check your connection, then reload the page. Nothing you saved is lost.',
  reload: 'Reload page',
};

interface State {
  failed: boolean;
}

/**
 * Catches a page that fails to render: most often its chunk did not arrive (a dropped connection,
 * or a new version deployed while the tab was open, whose old chunks are gone). The layout around
 * it stays, with a way to reload, instead of the whole app going blank. A page is a lazy chunk of
 * its own (decision 034); the next visit to it asks for the chunk again (routes/lazy-page.tsx).
 */
export class PageLoadBoundary extends Component<{ children: ReactNode; reload?: () => void }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('a page failed to load', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.reload ?? (() => window.location.reload());
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16">
        <ErrorState
          title={PAGE_LOAD_FAILED.title}
          description={PAGE_LOAD_FAILED.description}
          onRetry={reload}
          retryLabel={PAGE_LOAD_FAILED.reload}
        />
      </div>
    );
  }
}
