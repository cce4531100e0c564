import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MB, MESSAGES } from '@memeforge/contract';
import { UploadCustomImageDialog } from './upload-custom-image-dialog';
import { customImageError, deviceVideoError } from './file-checks';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function sized(file: File, size: number): File {
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const png = (name = 'cat.png') => new File(['\x89PNG fake'], name, { type: 'image/png' });

function renderDialog() {
  const onUse = vi.fn();
  const onOpenChange = vi.fn();
  render(<UploadCustomImageDialog open onOpenChange={onOpenChange} onUse={onUse} />);
  // The picker's accept list would filter the wrong files out before the checks see them.
  const user = userEvent.setup({ applyAccept: false });
  return { onUse, onOpenChange, user, input: () => screen.getByLabelText('Image file') };
}

describe('UploadCustomImageDialog', () => {
  it("asks for a file first when 'Use This Image' is pressed with none", async () => {
    const { user, onUse } = renderDialog();
    expect(screen.getByRole('dialog', { name: MESSAGES.uploadCustomImage })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.clickOrTapToUpload)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.useThisImage }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.selectFileFirst);
    expect(onUse).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image', async () => {
    const { user, input, onUse } = renderDialog();
    await user.upload(input(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an image file (JPG, PNG, GIF, etc.)');
    await user.click(screen.getByRole('button', { name: MESSAGES.useThisImage }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.selectFileFirst);
    expect(onUse).not.toHaveBeenCalled();
  });

  it('refuses a picture of 10MB or more', async () => {
    const { user, input } = renderDialog();
    await user.upload(input(), sized(png('huge.png'), 10 * MB + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('File size must be less than 10MB');
  });

  it('says so when the file cannot be read', async () => {
    class FailingReader {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      result: string | null = null;
      error = new DOMException('unreadable', 'NotReadableError');
      readAsDataURL() {
        setTimeout(() => this.onerror?.(), 0);
      }
    }
    vi.stubGlobal('FileReader', FailingReader);
    const { user, input } = renderDialog();
    await user.upload(input(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to read the file. Please try again.');
  });

  it("previews the picture with its name and size, and 'Use This Image' hands it over", async () => {
    const { user, input, onUse } = renderDialog();
    const file = sized(png('my cat.png'), 2.5 * MB);
    await user.upload(input(), file);
    expect(await screen.findByRole('img', { name: 'Preview' })).toHaveAttribute('src', expect.stringMatching(/^data:/));
    expect(screen.getByText('my cat.png (2.5 MB)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: MESSAGES.useThisImage }));
    expect(onUse).toHaveBeenCalledWith(file);
  });

  it('Cancel closes it', async () => {
    const { user, onOpenChange, onUse } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onUse).not.toHaveBeenCalled();
  });

  it('checks and previews a file it opened with (dropped on the chooser)', async () => {
    render(<UploadCustomImageDialog open onOpenChange={() => {}} onUse={() => {}} initialFile={png('dropped.png')} />);
    await waitFor(() => expect(screen.getByText(/^dropped\.png \(/)).toBeInTheDocument());
  });
});

describe('file checks', () => {
  it('take images and videos by type, or by extension when the browser gives none', () => {
    expect(customImageError({ name: 'a.webp', type: 'image/webp', size: 1 })).toBeNull();
    expect(customImageError({ name: 'a.jpeg', type: '', size: 1 })).toBeNull();
    expect(customImageError({ name: 'a.heic', type: 'image/heic', size: 1 })).toBe(MESSAGES.selectImageFile);
    expect(customImageError({ name: 'a.png', type: 'image/png', size: 10 * MB })).toBeNull();
    expect(deviceVideoError({ name: 'a.mov', type: 'video/quicktime', size: 100 * MB })).toBeNull();
    expect(deviceVideoError({ name: 'a.mp4', type: '', size: 1 })).toBeNull();
    expect(deviceVideoError({ name: 'a.avi', type: 'video/x-msvideo', size: 1 })).toBe(MESSAGES.selectVideoFile);
    expect(deviceVideoError({ name: 'a.mp4', type: 'video/mp4', size: 100 * MB + 1 })).toBe(MESSAGES.videoTooLarge);
  });
});
