import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { MESSAGES } from '@memeforge/contract';
import { UpgradeModalProvider, useUpgradeModal, type UpgradeVariant } from './upgrade-modal';

afterEach(cleanup);

function Opener({ variant, message }: { variant: UpgradeVariant; message?: string }) {
  const { openUpgrade } = useUpgradeModal();
  return (
    <button type="button" onClick={() => openUpgrade(variant, message)}>
      open
    </button>
  );
}

function setup(variant: UpgradeVariant, message?: string) {
  render(
    <MemoryRouter>
      <UpgradeModalProvider>
        <Opener variant={variant} {...(message ? { message } : {})} />
      </UpgradeModalProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('UpgradeModal', () => {
  it('tells an out-of-credits user they lack credits, with our title', async () => {
    const user = setup('credits');
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGES.upgradeRequiredTitle);
    expect(dialog).toHaveTextContent(MESSAGES.upgradeRequiredSubtitle);
    expect(dialog).toHaveTextContent(MESSAGES.outOfCredits);
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/billing/subscription');
  });

  it('shows the premium message it is given, and closes with Escape', async () => {
    const user = setup('premium', MESSAGES.premiumCaption);
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(MESSAGES.premiumCaption);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
