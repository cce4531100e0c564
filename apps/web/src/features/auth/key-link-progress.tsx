import { Button } from '../../ui';
import { StatusPanel } from './status-panel';
import type { KeyLinkOutcome } from './use-key-link';

export interface KeyLinkTexts {
  askTitle: string;
  askLead: string;
  askButton: string;
  working: string;
  success: string;
}

/**
 * The panels of an e-mailed link's page before it can fail: the question (a click sends the key,
 * `use-key-link.ts`), the spinner while it is sent, and the success. Each page words its failure.
 */
export function KeyLinkProgress({
  outcome,
  onGo,
  texts,
}: {
  outcome: Exclude<KeyLinkOutcome, { state: 'error' }>;
  onGo: () => void;
  texts: KeyLinkTexts;
}) {
  if (outcome.state === 'working') return <StatusPanel state="working" title={texts.working} />;
  if (outcome.state === 'success') return <StatusPanel state="success" title={texts.success} />;
  return (
    <StatusPanel state="asking" title={texts.askTitle} actions={<Button onClick={onGo}>{texts.askButton}</Button>}>
      <p>{texts.askLead}</p>
    </StatusPanel>
  );
}
