import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { ENDPOINTS, MEDIA_TYPE, MESSAGES, type PlanKey, type Template } from '@memeforge/contract';
import { UpgradeModalProvider } from '../upgrade/upgrade-modal';
import { USER, fakeServer } from '../../test-support/fake-server';
import { renderRoutes } from '../../test-support/render';
import { makeVideoTemplate, templateList } from '../../test-support/templates';
import { TemplatePicker } from './template-picker';

const LIST = `GET ${ENDPOINTS.libraryTemplates}`;
let server: ReturnType<typeof fakeServer>;

function plan(key: PlanKey) {
  server.on(`GET ${ENDPOINTS.currentPackage}`, {
    status: 200,
    body: { subscribedPackagePlan: key, subscribedPackageBillingCycle: null, credits: '3' },
  });
}

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: USER });
  plan('basic');
  server.on(LIST, (request) => ({
    status: 200,
    body: templateList(
      request.query?.search === 'zoom'
        ? [makeVideoTemplate(9, { title: 'Dramatic zoom' })]
        : [makeVideoTemplate(3, { title: 'Shaky cam' }), makeVideoTemplate(4)],
    ),
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An editor-like host: a button opens the video picker; the chosen template is shown. */
function Host({ onSelect }: { onSelect: (template: Template) => void }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Template | null>(null);
  return (
    <UpgradeModalProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Add Video
      </button>
      <p data-testid="chosen">{chosen?.title ?? 'none'}</p>
      <TemplatePicker
        open={open}
        onOpenChange={setOpen}
        type={MEDIA_TYPE.video}
        onSelect={(template) => {
          onSelect(template);
          setChosen(template);
        }}
      />
    </UpgradeModalProvider>
  );
}

function renderHost() {
  const onSelect = vi.fn();
  const utils = renderRoutes(<Route path="/" element={<Host onSelect={onSelect} />} />, '/');
  return { ...utils, onSelect };
}

describe('TemplatePicker', () => {
  it('opens on one media type, searches, and hands the chosen template to onSelect', async () => {
    const { user, onSelect } = renderHost();
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Template' });
    expect(dialog).toHaveTextContent('Choose from Video Templates');
    await within(dialog).findByRole('button', { name: 'Select Shaky cam' });
    expect(server.calls(LIST)[0]!.query).toEqual({ type: '2', page: '1', page_size: '20' });

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search templates' }), 'zoom');
    await user.click(await within(dialog).findByRole('button', { name: 'Select Dramatic zoom' }, { timeout: 2000 }));
    expect(server.calls(LIST).at(-1)!.query).toEqual({ search: 'zoom', type: '2', page: '1', page_size: '20' });

    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]![0]).toMatchObject({ id: 9, title: 'Dramatic zoom', type: 2 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('chosen')).toHaveTextContent('Dramatic zoom');
  });

  it("has the type filter, Images / Videos / All Types, opening on the picker's own kind", async () => {
    const { user } = renderHost();
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Template' });
    const filter = within(dialog).getByRole('combobox', { name: 'Type' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Images', 'Videos', 'All Types']);
    expect(filter).toHaveValue('2');
    await within(dialog).findByRole('button', { name: 'Select Shaky cam' });

    await user.selectOptions(filter, 'All Types');
    await waitFor(() => expect(server.calls(LIST).at(-1)!.query).toEqual({ page: '1', page_size: '20' }));
    await user.selectOptions(filter, 'Images');
    await waitFor(() => expect(server.calls(LIST).at(-1)!.query).toEqual({ type: '1', page: '1', page_size: '20' }));
    expect(filter).toHaveValue('1');

    // Each opening starts afresh on the picker's kind.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Select Template' })).getByRole('combobox', { name: 'Type' }),
    ).toHaveValue('2');
  });

  it('opens the upgrade modal instead of selecting on the free plan', async () => {
    plan('free');
    const { user, onSelect } = renderHost();
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    await user.click(await screen.findByRole('button', { name: 'Select Shaky cam' }));
    const upgrade = await screen.findByRole('dialog', { name: MESSAGES.upgradeRequiredTitle });
    expect(upgrade).toHaveTextContent(MESSAGES.premiumSelectTemplate);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('lets a superuser select on the free plan, as the server does', async () => {
    plan('free');
    server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: { ...USER, isSuperuser: true } });
    const { user, onSelect } = renderHost();
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    await user.click(await screen.findByRole('button', { name: 'Select Shaky cam' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: MESSAGES.upgradeRequiredTitle })).toBeNull();
  });

  it('shows the premium-access screen when the list answers 403', async () => {
    server.on(LIST, { status: 403, body: { detail: MESSAGES.templatesAccessDenied } });
    const { user } = renderHost();
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(await screen.findByTestId('premium-access')).toHaveTextContent(MESSAGES.templatesAccessDenied);
  });
});
