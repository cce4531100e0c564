/**
 * The site's link-preview card (decision 025) is a file of public/ that pages name with its size:
 * it must be there, be a PNG, and be the size the tags say (read from its IHDR header), and stay
 * light enough for link-preview crawlers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SOCIAL_CARD } from './social-card';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public');
const file = path.join(publicDir, SOCIAL_CARD.path);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the social card', () => {
  it('is a 1200 × 630 PNG in public/, the size its tags announce', () => {
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // The first chunk is IHDR: length, type, then the width and height as big-endian 32-bit numbers.
    expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
    const size = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    expect(size).toEqual({ width: 1200, height: 630 });
    expect(size).toEqual({ width: SOCIAL_CARD.width, height: SOCIAL_CARD.height });
    expect(SOCIAL_CARD.type).toBe('image/png');
    expect(bytes.length).toBeLessThanOrEqual(150 * 1024);
  });
});
