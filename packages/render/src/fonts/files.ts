/**
 * The caption font files, resolved inside their npm packages (nothing is fetched at run time).
 * Bold cuts, because captions are bold; Anton has one (heavy) weight.
 */
import { createRequire } from 'node:module';
import type { CaptionFontFamily } from '../layout/font-stack';

const require = createRequire(import.meta.url);

export interface CaptionFontFile {
  family: CaptionFontFamily;
  /** Absolute path of the .ttf/.woff2 file. */
  path: string;
  covers: string;
}

export function captionFontFiles(): CaptionFontFile[] {
  return [
    {
      family: 'MemeForge Anton',
      path: require.resolve('@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf'),
      covers: 'Latin (the meme look)',
    },
    {
      family: 'MemeForge Noto Sans',
      path: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
      covers: 'Latin, Cyrillic, Greek',
    },
    {
      family: 'MemeForge Noto Sans SC',
      path: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
      covers: 'CJK (Simplified Chinese, kana, common Hangul)',
    },
    {
      family: 'MemeForge Noto Sans Arabic',
      path: require.resolve('@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf'),
      covers: 'Arabic',
    },
    {
      family: 'MemeForge Noto Sans Hebrew',
      path: require.resolve('@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf'),
      covers: 'Hebrew',
    },
    {
      // COLRv0 colour glyphs, which Skia draws in colour (the @fontsource Noto Color Emoji woff2
      // draws blank). 0.5 MB, and the same file works as a web font for the editor preview.
      family: 'MemeForge Twemoji',
      path: require.resolve('twemoji-colr-font/twemoji.woff2'),
      covers: 'emoji, in colour',
    },
  ];
}
