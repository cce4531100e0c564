import { describe, expect, it } from 'vitest';
import { MB, MESSAGES } from '@memeforge/contract';
import { formatBytes, templateFileError, templateFileKind, titleFromFileName } from './upload-validation';

describe('template upload checks', () => {
  it('suggests the file name without its extension as the title', () => {
    expect(titleFromFileName('distracted boyfriend.final.png')).toBe('distracted boyfriend.final');
    expect(titleFromFileName('drake.jpg')).toBe('drake');
    expect(titleFromFileName('.hidden')).toBe('.hidden');
    expect(titleFromFileName('no-extension')).toBe('no-extension');
  });

  it('tells images from videos by type, or by extension when the browser gives no type', () => {
    expect(templateFileKind({ name: 'a.bin', type: 'image/png' })).toBe('image');
    expect(templateFileKind({ name: 'a.bin', type: 'video/quicktime' })).toBe('video');
    expect(templateFileKind({ name: 'clip.MOV', type: '' })).toBe('video');
    expect(templateFileKind({ name: 'doc.pdf', type: 'application/pdf' })).toBeNull();
    expect(templateFileKind({ name: 'image.svg', type: 'image/svg+xml' })).toBeNull();
  });

  it('limits images to 5MB and videos to 20MB', () => {
    expect(templateFileError({ name: 'a.png', type: 'image/png', size: 5 * MB })).toBeNull();
    expect(templateFileError({ name: 'a.png', type: 'image/png', size: 5 * MB + 1 })).toBe(
      MESSAGES.templateImageTooLarge,
    );
    expect(templateFileError({ name: 'a.mp4', type: 'video/mp4', size: 20 * MB })).toBeNull();
    expect(templateFileError({ name: 'a.mp4', type: 'video/mp4', size: 20 * MB + 1 })).toBe(
      MESSAGES.templateVideoTooLarge,
    );
    expect(templateFileError({ name: 'a.txt', type: 'text/plain', size: 10 })).toBe(MESSAGES.templateFileWrongType);
  });

  it('formats sizes for the preview', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3.25 * MB)).toBe('3.3 MB');
  });
});
