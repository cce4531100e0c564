/**
 * `contact list [--limit N]`: the newest contact-form messages, as support reads them (who, when,
 * whether the e-mail to the support address went out, the subject and the whole message).
 */
import type { Command } from 'commander';
import { z } from 'zod';
import type { ContactMessageRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { openRuntime } from '../../runtime';
import { listRecentContactMessages } from './store';

export const CONTACT_LIST_DEFAULT_LIMIT = 20;
export const CONTACT_LIST_MAX_LIMIT = 500;

const ListArgs = z.object({
  limit: z.coerce
    .number({ error: '--limit must be a whole number' })
    .int('--limit must be a whole number')
    .min(1, '--limit must be at least 1')
    .max(CONTACT_LIST_MAX_LIMIT, `--limit must be at most ${CONTACT_LIST_MAX_LIMIT}`)
    .default(CONTACT_LIST_DEFAULT_LIMIT),
});

/** `2026-11-24 20:46 UTC`: minutes are enough to find a message, and UTC is unambiguous. */
function stamp(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function formatContactMessage(row: ContactMessageRow): string {
  const mailed = row.mailedAt ? `mailed ${stamp(row.mailedAt)}` : 'NOT MAILED (check the mail settings and the log)';
  const account = row.userId === null ? 'not signed in' : `account ${row.userId}`;
  return [
    `#${row.id}  ${stamp(row.createdAt)}  ${mailed}`,
    `From:    ${row.name} <${row.email}> (${account})`,
    `Subject: ${row.subject}`,
    ...row.message.split(/\r?\n/).map((line) => `  ${line}`),
  ].join('\n');
}

/** The report the command prints: the newest `limit` messages, newest first, or a line saying there are none. */
export async function contactListReport(db: Db, args: unknown): Promise<string> {
  const { limit } = ListArgs.parse(args);
  const rows = await listRecentContactMessages(db, limit);
  if (rows.length === 0) return 'No contact messages yet.';
  const notMailed = rows.filter((row) => row.mailedAt === null).length;
  const summary = `${rows.length} most recent message${rows.length === 1 ? '' : 's'}${notMailed > 0 ? `, ${notMailed} not mailed` : ''}.`;
  return [summary, '', rows.map(formatContactMessage).join('\n\n')].join('\n');
}

/** Adds `contact list` to the operator CLI (main.ts). */
export function registerContactCommands(program: Command): void {
  const contact = program.command('contact').description('messages sent with the contact form');
  contact
    .command('list')
    .description('print the most recent contact-form messages, newest first')
    .option('--limit <n>', `how many (1 to ${CONTACT_LIST_MAX_LIMIT})`, String(CONTACT_LIST_DEFAULT_LIMIT))
    .allowExcessArguments(false)
    .action(async (options: { limit: string }) => {
      const args = ListArgs.parse(options);
      const runtime = await openRuntime({ work: false, shareEmbeddedDatabase: false, startQueue: false });
      try {
        console.log(await contactListReport(runtime.database.db, args));
      } finally {
        await runtime.close();
      }
    });
}
