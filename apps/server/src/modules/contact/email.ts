/**
 * The e-mail a contact message becomes: to the support address, replies going to the person who
 * wrote it. Plain words, the message as written (escaped in the HTML part), and who sent it.
 */
import { PRODUCT_NAME } from '@memeforge/contract';
import type { MailMessage } from '../../adapters/mail';
import type { ContactMessageRow } from '../../db/schema';
import { escapeHtml } from '../../mail/layout';

export function contactEmail(supportEmail: string, row: ContactMessageRow): MailMessage {
  const sender = row.userId === null ? 'not signed in' : `signed in as account ${row.userId}`;
  const facts: [string, string][] = [
    ['From', `${row.name} <${row.email}>`],
    ['Account', sender],
    ['Received', row.createdAt.toISOString()],
    ['Message number', String(row.id)],
  ];
  const text = [
    `${PRODUCT_NAME} contact form`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    `Subject: ${row.subject}`,
    '',
    row.message,
    '',
    `Reply to this e-mail to answer ${row.name}.`,
  ].join('\n');
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#64748b">${escapeHtml(label)}</td><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(row.subject)}</title></head>
<body style="margin:0;padding:24px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<p style="margin:0 0 12px;font-size:13px;color:#64748b">${escapeHtml(PRODUCT_NAME)} contact form</p>
<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(row.subject)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 16px">${rows}</table>
<div style="white-space:pre-wrap;font-size:15px;line-height:22px;border-left:3px solid #7c3aed;padding-left:12px">${escapeHtml(row.message)}</div>
<p style="margin:16px 0 0;font-size:13px;color:#64748b">Reply to this e-mail to answer ${escapeHtml(row.name)}.</p>
</body>
</html>`;
  return {
    to: supportEmail,
    subject: `Contact form: ${row.subject}`,
    html,
    text,
    links: [],
    replyTo: { name: row.name, address: row.email },
  };
}
