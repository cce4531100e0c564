/**
 * The product's e-mail look: one centred card, the logo word, a heading, short paragraphs and one
 * button, with the same words as plain text for clients that do not show HTML. Table layout and
 * inline styles because mail clients ignore stylesheets.
 */
import { CONTACT_EMAIL, PRODUCT_NAME } from '@memeforge/contract';

export interface EmailContent {
  /** Shown by inboxes beside the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Small print under the button, e.g. how long the link works. */
  footnote: string;
}

const BRAND = '#7c3aed';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderEmail(content: EmailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs
    .map((text) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#334155">${escapeHtml(text)}</p>`)
    .join('');
  const url = escapeHtml(content.action.url);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f5f3ff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f3ff;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td style="font-size:22px;font-weight:800;color:${BRAND};padding-bottom:24px">${escapeHtml(PRODUCT_NAME)}</td></tr>
<tr><td><h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a">${escapeHtml(content.heading)}</h1>${paragraphs}</td></tr>
<tr><td style="padding:8px 0 24px"><a href="${url}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 24px;border-radius:10px">${escapeHtml(content.action.label)}</a></td></tr>
<tr><td style="font-size:13px;line-height:20px;color:#64748b">${escapeHtml(content.footnote)}<br>If the button does not work, copy this link into your browser:<br><a href="${url}" style="color:${BRAND};word-break:break-all">${url}</a></td></tr>
</table>
<p style="font-size:12px;color:#94a3b8;margin:16px 0 0">Questions? Write to <a href="mailto:${CONTACT_EMAIL}" style="color:#94a3b8">${CONTACT_EMAIL}</a>.</p>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    PRODUCT_NAME,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${content.action.label}: ${content.action.url}`,
    '',
    content.footnote,
    '',
    `Questions? Write to ${CONTACT_EMAIL}.`,
    '',
  ].join('\n');
  return { html, text };
}
