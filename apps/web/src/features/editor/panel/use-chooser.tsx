import { useState, type ReactNode } from 'react';
import { MediaChooser } from '../choose/media-chooser';
import type { EditorCommand } from '../engine';

export type MediaKind = 'image' | 'video';

/**
 * Which chooser is open ('Add Image' or 'Add Video'), and the chooser itself: its choice (a
 * library template or a device file) is one command for the editor.
 */
export function useChooser(dispatch: (command: EditorCommand) => void): {
  open: (kind: MediaKind) => void;
  chooser: ReactNode;
} {
  const [kind, setKind] = useState<MediaKind | null>(null);
  // The last kind stays mounted while the dialog animates closed.
  const [shown, setShown] = useState<MediaKind>('image');
  return {
    open: (next) => {
      setShown(next);
      setKind(next);
    },
    chooser: (
      <MediaChooser
        kind={shown}
        open={kind !== null}
        onOpenChange={(open) => !open && setKind(null)}
        onChoose={(command) => {
          setKind(null);
          dispatch(command);
        }}
      />
    ),
  };
}
