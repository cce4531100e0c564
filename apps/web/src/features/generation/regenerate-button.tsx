import { RefreshCw } from 'lucide-react';
import { cn } from '../../ui';
import { iconButton } from '../memes/meme-actions';

/**
 * The generated card's 'Regenerate' icon button. The title names the price (one credit), since
 * the click spends it at once without asking; the icon spins on the card being replaced.
 */
export function RegenerateButton({
  disabled,
  busy,
  onClick,
}: {
  disabled: boolean;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={iconButton}
      aria-label="Regenerate this meme"
      title="Replace with a new meme on the same topic (1 credit)"
      disabled={disabled}
      aria-busy={busy}
      onClick={onClick}
    >
      <RefreshCw className={cn('size-5', busy && 'animate-spin motion-reduce:animate-none')} aria-hidden />
    </button>
  );
}
