/**
 * What a downloaded file really is, read from its bytes: a PNG's or JPEG's format and size, and
 * whether a file is an MP4 (an ISO base media file: 'ftyp' at offset 4).
 */
export interface ImageInfo {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The start-of-frame markers that carry a JPEG's size (not DHT 0xC4, JPG 0xC8 or DAC 0xCC). */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (SOF_MARKERS.has(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/** The picture's format and size, or null when the bytes are neither a PNG nor a JPEG. */
export function imageInfo(bytes: Buffer): ImageInfo | null {
  if (bytes.length > 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return { format: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    const size = jpegSize(bytes);
    return size ? { format: 'jpeg', ...size } : null;
  }
  return null;
}

export function isMp4(bytes: Buffer): boolean {
  return bytes.length > 12 && bytes.toString('latin1', 4, 8) === 'ftyp';
}
