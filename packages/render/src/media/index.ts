/**
 * The media layer: ffmpeg/ffprobe runs, probing clips, reading images, thumbnails and posters,
 * and a meme's file in another format (PNG/JPEG of an image, GIF of a video).
 */
export { DEFAULT_FFMPEG_PATH, DEFAULT_FFPROBE_PATH, mediaTools, useMediaTools, type MediaTools } from './tools';
export {
  demuxerOfHeader,
  inputArgs,
  mediaInputOf,
  UnsupportedMediaError,
  type Demuxer,
  type MediaInput,
} from './input';
export { ffmpegArgs, runFfmpeg, runFfprobe, runTool, type RunOptions, type RunResult, type ToolOptions } from './run';
export {
  MAX_FRAME_RATE,
  MAX_FRAMES,
  NoVideoStreamError,
  probeVideo,
  VideoFramesLimitError,
  type ProbeOptions,
  type VideoProbe,
} from './probe';
export { decodeImage, ImageUnreadableError, MAX_DECODED_PIXELS, readImageInfo, type ImageInfo } from './images';
export { posterFrame, THUMBNAIL_WIDTH, thumbnailOf, type PosterOptions } from './stills';
export { convertImage, IMAGE_FORMAT_MIME, type ImageFormat } from './convert';
export { GIF_TIMEOUT_MS, gifFilterGraph, videoToGif, type GifOptions } from './gif';
export { FfmpegError, RenderTimeoutError } from '../errors';
export {
  feedFilterGraph,
  imageForFeed,
  videoForFeed,
  type FeedImage,
  type FeedVideoOptions,
  type ShapedFeed,
} from './feed';
export { isProcessRunning, makeWorkDir, removeWorkDirsOfEndedProcesses } from './work-dir';
