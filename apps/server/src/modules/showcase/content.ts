/**
 * The landing page's content file (testimonials, client logos, figures, showcase captions, the
 * product video): read and checked at boot, so a bad edit stops the server with a message that
 * names the file and the field, instead of a landing page that breaks later.
 */
import { readFileSync } from 'node:fs';
import { describeMarketingIssues, MarketingContentSchema, type MarketingContent } from '@memeforge/contract';
import { ConfigError, DEFAULT_MARKETING_CONTENT } from '../../config';

export class MarketingContentError extends ConfigError {
  override name = 'MarketingContentError';
}

/** Parses and validates the file's text; `file` names it in the error. */
export function parseMarketingContent(text: string, file: string): MarketingContent {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new MarketingContentError(
      `Invalid marketing content in ${file} (MARKETING_CONTENT): not valid JSON: ${(error as Error).message}`,
    );
  }
  const parsed = MarketingContentSchema.safeParse(json);
  if (!parsed.success) {
    throw new MarketingContentError(
      `Invalid marketing content in ${file} (MARKETING_CONTENT): ${describeMarketingIssues(parsed.error)}`,
    );
  }
  return parsed.data;
}

export function loadMarketingContent(file: string = DEFAULT_MARKETING_CONTENT): MarketingContent {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new MarketingContentError(
      `Invalid marketing content: cannot read ${file} (MARKETING_CONTENT): ${(error as Error).message}`,
    );
  }
  return parseMarketingContent(text, file);
}
