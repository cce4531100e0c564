import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeatureTabs } from './feature-tabs';

afterEach(cleanup);

function setup() {
  render(
    <FeatureTabs
      label="Features"
      tabs={[
        { label: 'Generator', panel: <p>Generator panel</p> },
        { label: 'Library', panel: <p>Library panel</p> },
        { label: 'Editor', panel: <p>Editor panel</p> },
      ]}
    />,
  );
  return userEvent.setup();
}

const selected = () => screen.getByRole('tab', { selected: true });
const visiblePanel = () => screen.getByRole('tabpanel');

describe('FeatureTabs (WAI-ARIA tabs pattern)', () => {
  it('marks up a tab list whose tabs control their panels, one tab stop for the list', () => {
    setup();
    expect(screen.getByRole('tablist', { name: 'Features' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(selected()).toHaveTextContent('Generator');
    expect(visiblePanel()).toHaveTextContent('Generator panel');
    expect(visiblePanel()).toHaveAttribute('aria-labelledby', tabs[0]!.id);
    expect(tabs[0]).toHaveAttribute('aria-controls', visiblePanel().id);
    expect(screen.getByText('Library panel', { selector: 'p' }).closest('[role="tabpanel"]')).toHaveAttribute('hidden');
  });

  it('moves focus and selection with the arrows (wrapping), Home and End; Tab goes on to the panel', async () => {
    const user = setup();
    await user.tab();
    expect(document.activeElement).toBe(selected());
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('Library');
    expect(document.activeElement).toBe(selected());
    expect(visiblePanel()).toHaveTextContent('Library panel');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selected()).toHaveTextContent('Generator');
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toHaveTextContent('Editor');
    await user.keyboard('{Home}');
    expect(selected()).toHaveTextContent('Generator');
    await user.keyboard('{End}');
    expect(selected()).toHaveTextContent('Editor');
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);
    await user.tab();
    expect(document.activeElement).toBe(visiblePanel());
  });

  it('selects a tab on click', async () => {
    const user = setup();
    await user.click(screen.getByRole('tab', { name: 'Library' }));
    expect(visiblePanel()).toHaveTextContent('Library panel');
  });
});
