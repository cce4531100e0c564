import { describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPage', () => {
  it('renders straight away once preloaded, so the server renders the page and not a fallback', async () => {
    const Page = lazyPage(() => Promise.resolve(Greeting));
    await Page.preload();
    const html = renderToString(
      <Suspense fallback={<p>loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(html).toContain('Hello <!-- -->Ada');
    expect(html).not.toContain('loading');
  });

  it('suspends like React.lazy when met before its code has arrived, then shows the page', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const Page = lazyPage(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    arrive(Greeting);
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
  });

  it('loads its code once however often it is preloaded', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    await Promise.all([Page.preload(), Page.preload()]);
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('asks for its code again after a failed load, instead of failing for the rest of the visit', async () => {
    let attempts = 0;
    const Page = lazyPage(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('network down')) : Promise.resolve(Greeting);
    });
    await expect(Page.preload()).rejects.toThrow('network down');
    await expect(Page.preload()).resolves.toBe(Greeting);
    expect(attempts).toBe(2);
  });
});
