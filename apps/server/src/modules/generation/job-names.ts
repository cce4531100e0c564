/** The generation jobs (issue 5), named once for the handlers and the code that queues them. */
export const WRITE_CAPTIONS_JOB = 'generation.write-captions';
export const RENDER_IMAGE_JOB = 'generation.render-image';
export const RENDER_VIDEO_JOB = 'generation.render-video';
export const RECOVER_GENERATION_JOB = 'generation.recover';

export const renderJobFor = (type: number) => (type === 2 ? RENDER_VIDEO_JOB : RENDER_IMAGE_JOB);
