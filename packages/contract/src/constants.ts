/**
 * Business constants and limits (product.md §9). Values product.md marks "our choice" are
 * chosen here, with the reason beside them, so web and server cannot drift.
 */

export const PRODUCT_NAME = 'MemeForge';
export const CONTACT_EMAIL = 'hello@memeforge.app';

/** Generation polling (product.md §9.1). */
export const GENERATION_POLL_INTERVAL_MS = 5000;
export const GENERATION_POLL_MAX_ATTEMPTS = 100;
/** Video job polling (product.md §9.1). */
export const VIDEO_POLL_INTERVAL_MS = 3000;
export const VIDEO_POLL_MAX_ATTEMPTS = 60;

/** Text limits. */
export const GENERATE_TEXT_LIMIT = 250;
/** Our choice: 150 characters keeps a caption readable on a phone screen. */
export const MEME_TEXT_MAX_LENGTH = 150;

export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted at sign-up and reset, in characters. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A password's length as a person counts it: characters (code points), not the UTF-16 units of
 * `string.length`, so an emoji counts once and a 64-character password of emoji is 64 long.
 */
export function passwordLength(password: string): number {
  return [...password].length;
}
export const NAME_MAX_LENGTH = 150;
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&#';

export const REDIRECT_DELAY_MS = 2000;
export const TOAST_DURATION_MS = 3000;
export const TOAST_VERIFY_ERROR_DURATION_MS = 5000;

/** Upload limits, in bytes. */
export const MB = 1024 * 1024;
export const CUSTOM_IMAGE_MAX_BYTES = 10 * MB;
export const DEVICE_VIDEO_MAX_BYTES = 100 * MB;
export const TEMPLATE_IMAGE_MAX_BYTES = 5 * MB;
export const TEMPLATE_VIDEO_MAX_BYTES = 20 * MB;
export const VIDEO_DOWNLOAD_MAX_BYTES = 209_715_200;

export const DEFAULT_CANVAS_WIDTH = 800;
export const DEFAULT_CANVAS_HEIGHT = 600;
export const PREVIEW_WIDTH = 800;
export const PREVIEW_HEIGHT = 600;

export const UNHINGED_MIN = 1;
export const UNHINGED_MAX = 5;
export const UNHINGED_LEVELS = [
  { level: 1, label: 'Work safe taglines' },
  { level: 2, label: 'Gen Z humor' },
  { level: 3, label: 'Popular meme format' },
  { level: 4, label: 'Unhinged format' },
  { level: 5, label: 'NSFW brainrot' },
] as const;

export const MEDIA_TYPE = { image: 1, video: 2 } as const;
export type MediaTypeId = (typeof MEDIA_TYPE)[keyof typeof MEDIA_TYPE];
export const GENERATION_MEDIA_TYPES = ['images', 'videos', 'both'] as const;
export type GenerationMediaType = (typeof GENERATION_MEDIA_TYPES)[number];
export const DEFAULT_GENERATION_MEDIA_TYPE: GenerationMediaType = 'both';

/** Generation: a batch is 4 memes; 'both' is 2 images and 2 videos; one credit each. */
export const GENERATION_BATCH_SIZE = 4;
export const MEME_CREDIT_COST = 1;
/** Our choice: the slider starts in the middle, at the meme formats people know. */
export const DEFAULT_UNHINGED_LEVEL = 3;
/**
 * Our choice of which option 'Premium features require paid plan' guards: the two
 * unhinged levels (4 Unhinged format, 5 NSFW brainrot) are for paid plans.
 */
export const PREMIUM_UNHINGED_MIN = 4;
/** How long POST /memes/generate/ waits for its batch before answering with what is still running. */
export const GENERATION_FAST_PATH_WAIT_MS = 2500;
/** Generated memes kept in local storage (product.md §3.11), so a reload keeps the batch on screen. */
export const GENERATED_MEMES_STORAGE_KEY = 'memeforge.generated-memes';
/**
 * Our choice (product.md §9.1), on top of the 5000 ms interval: the product's point is speed, and
 * most videos finish a few seconds after the ~2.5 s the generate call already waited, so the web
 * app looks again after 1 s and then 2 s more before settling on GENERATION_POLL_INTERVAL_MS. These
 * early looks count toward GENERATION_POLL_MAX_ATTEMPTS.
 */
export const GENERATION_FIRST_POLLS_MS = [1000, 2000] as const;

/** Template grid. */
export const TEMPLATE_THUMBNAIL_HEIGHT = 440;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const SKELETON_CARD_COUNT = 10;
export const PAGINATION_SIBLINGS = 1;
export const SEARCH_DEBOUNCE_MS = 500;

export const MOBILE_BREAKPOINT_PX = 768;
export const CACHE_LIFETIME_MS = 5 * 60 * 1000;

/** Auth cookie lifetime (product.md §9.10): 30 days. */
export const AUTH_COOKIE_MAX_AGE_S = 2_592_000;
/** Our choice: short-lived access tokens limit what a leaked token can do. */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = AUTH_COOKIE_MAX_AGE_S;

export const AI_CAPTION_COST = 1;
export const FREE_SIGNUP_CREDITS = 30;

/** Editor. */
export const EDITOR_BASE_WIDTH = 480;
export const EDITOR_IMAGE_MOBILE_WIDTH = 240;
export const EDITOR_VIDEO_MOBILE_WIDTH = 500;
export const DEFAULT_IMAGE_FONT_FRACTION = 0.05;
export const DEFAULT_VIDEO_FONT_FRACTION = 40 / 480;
export const UPLOADED_IMAGE_BASE_FONT_PX = 24;
export const FONT_SIZE_MIN = 0.03;
export const FONT_SIZE_STEP = 0.005;
export const FONT_SIZE_MAX_IMAGE = 1;
export const FONT_SIZE_MAX_VIDEO = 0.15;
export const VIDEO_DEFAULT_DRAG_OFFSET = -0.3;
export const VIDEO_DRAG_OFFSET_MIN = -0.4;
export const VIDEO_DRAG_OFFSET_MAX = 0.4;
export const IMAGE_HEADER_PADDING_PX = 10;
/** Text colour when a meme sets none: black on an image's white band, white over a video. */
export const DEFAULT_TEXT_COLOR = { image: '#000000', video: '#ffffff' } as const;
export const VIDEO_REFERENCE_WIDTH_PX = 720;
export const VIDEO_CHAR_WIDTH_FACTOR = 0.51;
/** Our choice: five seconds is long enough to notice the automatic download. */
export const DOWNLOAD_COUNTDOWN_START_S = 5;
export const DOWNLOAD_BOX_DELAY_MS = 2000;

/**
 * The person's own files in the editor (product.md §5.9, §5.10). Our choices beside the spec's
 * byte limits: what a phone records and the renderer finishes in seconds. A 4K clip is accepted
 * and rendered at EDITOR_VIDEO_OUTPUT_MAX_SIDE on its long side.
 */
export const CUSTOM_IMAGE_MAX_SIDE = 8000;
export const CUSTOM_IMAGE_MAX_PIXELS = 40_000_000;
export const CUSTOM_IMAGE_MIN_SIDE = 16;
export const DEVICE_VIDEO_MIN_SECONDS = 1;
export const DEVICE_VIDEO_MAX_SECONDS = 120;
export const DEVICE_VIDEO_MAX_SIDE = 4096;
export const DEVICE_VIDEO_MIN_SIDE = 64;
export const DEVICE_VIDEO_MAX_FPS = 120;
export const EDITOR_VIDEO_OUTPUT_MAX_SIDE = 1920;
/** What the device pickers accept; the server decides by magic bytes, never by these. */
export const CUSTOM_IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
export const DEVICE_VIDEO_ACCEPT = 'video/mp4,video/quicktime,video/webm';
/**
 * How long the editor's save calls wait for their render before answering with a job to poll,
 * as generation does: most image saves and short video saves finish inside it.
 */
export const EDITOR_SAVE_WAIT_MS = 8000;
/**
 * Our choice (issue 27): how many of a person's editor videos may be queued or rendering at once.
 * Three keeps a person's own work flowing while one account can no longer fill the render queue
 * ahead of everyone else's (decision 047).
 */
export const EDITOR_VIDEOS_IN_PROGRESS_MAX = 3;
/**
 * Our choice (issue 27): how many of a person's generated memes may be queued or rendering at
 * once: three batches of four. A fourth batch waits until some finish (429 with Retry-After), so
 * one account cannot fill the render queue ahead of everyone else's, and a flood of requests is
 * answered at once instead of piling up behind the renders (decision 050).
 */
export const GENERATION_MEMES_IN_PROGRESS_MAX = 12;
/** The Retry-After of that cap: about what a batch of image memes takes to finish. */
export const GENERATION_IN_PROGRESS_RETRY_S = 5;
/** Downloads beyond the spec: a video as a GIF, an image as PNG or JPEG. */
export const MEME_DOWNLOAD_FORMATS = ['original', 'png', 'jpeg', 'gif'] as const;
/**
 * A GIF made from a video: at most this many pixels on its long side and this many frames a
 * second. Measured: a 5 s 720x1280 clip full of motion made 9.2 MB at 480 px wide, and stays under
 * 8 MB fitted in 480x480.
 */
export const GIF_MAX_SIDE = 480;
export const GIF_FPS = 12;
export const GIF_MAX_SECONDS = 15;
