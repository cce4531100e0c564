import { useCallback, useMemo, useRef } from 'react';
import { EDITOR_BASE_WIDTH, EDITOR_IMAGE_MOBILE_WIDTH, EDITOR_VIDEO_MOBILE_WIDTH } from '@memeforge/contract';
import { documentOf, hasBoxes, isVideo, selectedLayer, type EditorCommand, type EditorState } from '../engine';
import { BoxOverlay } from './box-overlay';
import { PreviewImage } from './preview-image';
import { PreviewVideo } from './preview-video';
import { useAvailableWidth } from './use-available-width';
import { useIsMobile } from './use-is-mobile';
import type { CaptionFontsState } from './use-fonts-ready';

/** Our choice: a tall (portrait) clip is shown at most this high on a desktop, so the controls stay in view. */
const MAX_VIDEO_HEIGHT_PX = 600;

/**
 * The live preview (product.md §2.9, §9.12): an image at 480 px (240 px on phones), a video at
 * 480 px (500 px on phones), never wider than the column it sits in.
 */
export function EditorPreview({
  state,
  dispatch,
  fonts,
}: {
  state: EditorState;
  dispatch: (command: EditorCommand) => void;
  fonts: CaptionFontsState;
}) {
  const column = useRef<HTMLDivElement>(null);
  const available = useAvailableWidth(column);
  const mobile = useIsMobile();
  const { media } = state;
  // Only media and layers go into the document: a new one means something to redraw.
  const document = useMemo(() => documentOf({ ...state }), [state.media, state.layers]); // eslint-disable-line react-hooks/exhaustive-deps
  const mediaUrl = media?.url;
  const local = media?.source === 'local';
  const onLoaded = useCallback(
    (width: number, height: number) => {
      // A device file's size is known only now; a template's comes with it.
      if (local && mediaUrl) dispatch({ type: 'mediaLoaded', url: mediaUrl, width, height });
    },
    [dispatch, local, mediaUrl],
  );

  let content = null;
  if (media && isVideo(media.type)) {
    const aspect = media.width > 0 && media.height > 0 ? media.width / media.height : 0;
    const base = mobile ? EDITOR_VIDEO_MOBILE_WIDTH : EDITOR_BASE_WIDTH;
    const capped = aspect > 0 && !mobile ? Math.min(base, MAX_VIDEO_HEIGHT_PX * aspect) : base;
    const width = Math.floor(Math.min(capped, available));
    content = (
      <PreviewVideo
        document={document}
        url={media.url}
        poster={media.source === 'template' ? media.poster : null}
        title={media.source === 'template' ? media.title : media.name}
        width={width}
        height={aspect > 0 ? Math.round(width / aspect) : 0}
        fontsReady={fonts.ready}
        fontsVersion={fonts.version}
        dragEnabled={state.dragEnabled && !hasBoxes(state)}
        overlay={<BoxOverlay state={state} dispatch={dispatch} />}
        offsetY={selectedLayer(state).offsetY}
        dispatch={dispatch}
        onLoaded={onLoaded}
      />
    );
  } else if (media) {
    const width = Math.floor(Math.min(mobile ? EDITOR_IMAGE_MOBILE_WIDTH : EDITOR_BASE_WIDTH, available));
    content = (
      <PreviewImage
        document={document}
        url={media.url}
        title={media.source === 'template' ? media.title : media.name}
        width={width}
        aspect={media.width > 0 && media.height > 0 ? media.width / media.height : 0}
        fontsReady={fonts.ready}
        fontsVersion={fonts.version}
        onLoaded={onLoaded}
        overlay={<BoxOverlay state={state} dispatch={dispatch} />}
      />
    );
  }

  return (
    <div ref={column} className="flex w-full justify-center">
      {content}
    </div>
  );
}
