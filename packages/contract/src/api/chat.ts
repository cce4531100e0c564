/**
 * Edit With AI (product.md §1, §3 Chat message; the backing call is ours: POST /memes/chat/).
 * A turn sends the meme as the editor shows it (caption and template, saved or not) and one
 * message; the answer is the ai message and the change it proposes, which the editor applies as
 * one undoable command. The history is kept per meme (GET /memes/chat/?meme_id=).
 *
 * What a turn costs, and who has it, is decided here and shown before sending: CHAT_TURN_COST
 * credits, on the plans that have the AI caption helper (paid plans; superusers on any plan).
 */
import { z } from 'zod';
import { MEME_TEXT_MAX_LENGTH } from '../constants';
import { TemplateSchema } from './templates';

/** Credits one Edit With AI turn spends: the same as the AI caption helper's one caption. */
export const CHAT_TURN_COST = 1;

/** The longest chat message a person can send. */
export const CHAT_MESSAGE_MAX_LENGTH = 500;

/** The suggestion chips of product.md §1, in their order, with the key the writers act on. */
export const CHAT_CHIPS = [
  { key: 'funnier', label: 'Make it funnier' },
  { key: 'unhinged', label: 'More unhinged' },
  { key: 'template', label: 'Different template' },
  { key: 'relatable', label: 'More relatable' },
  { key: 'emoji', label: 'Add emoji' },
] as const;
export type ChatChipKey = (typeof CHAT_CHIPS)[number]['key'];
export const CHAT_CHIP_KEYS = CHAT_CHIPS.map((chip) => chip.key) as [ChatChipKey, ...ChatChipKey[]];

export const CHAT_MESSAGES = {
  header: 'Ask the AI to change the tagline or switch template',
  thinking: 'AI is thinking...',
  blank: 'Please type a message.',
  tooLong: `Please keep your message to ${CHAT_MESSAGE_MAX_LENGTH} characters or less.`,
  cost: (credits: number) => `Each message uses ${credits} credit${credits === 1 ? '' : 's'}.`,
  noMeme: 'Save the meme first to chat about it.',
  needsTemplate: 'Select a library template to edit the meme with AI.',
  placeholder: 'Ask for a change, e.g. "make it about my cat"',
  failed: "We couldn't edit the meme right now. Your credit was refunded; please try again.",
  emptyHistory: 'Pick a suggestion or write what you want changed.',
} as const;

const MemeIdSchema = z.uuid({ error: 'The meme id is not valid.' });

export const ChatTurnRequestSchema = z
  .object({
    meme_id: MemeIdSchema,
    message: z
      .string({ error: CHAT_MESSAGES.blank })
      .trim()
      .min(1, CHAT_MESSAGES.blank)
      .max(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES.tooLong),
    /** Set when the message came from a chip: the writers act on the key, not the words. */
    chip: z.enum(CHAT_CHIP_KEYS).optional(),
    /** The caption and template the editor shows now (possibly unsaved). */
    caption: z.string().max(MEME_TEXT_MAX_LENGTH),
    template_id: z.number().int().positive(),
  })
  .meta({ id: 'ChatTurnRequest' });
export type ChatTurnRequest = z.input<typeof ChatTurnRequestSchema>;
export type ParsedChatTurnRequest = z.output<typeof ChatTurnRequestSchema>;

/**
 * What an ai message changed: a new caption, another template, or both. `template` is the switched-to
 * template as the editor needs it (null when the template did not change, or is no longer there).
 */
export const ChatChangeSchema = z
  .object({
    caption: z.string().max(MEME_TEXT_MAX_LENGTH).nullable(),
    templateId: z.number().int().nullable(),
    template: TemplateSchema.nullable(),
  })
  .meta({ id: 'ChatChange' });
export type ChatChange = z.infer<typeof ChatChangeSchema>;

/** product.md §3 Chat message (isLoading is the client's own state, not sent). */
export const ChatMessageSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(['user', 'ai']),
    content: z.string(),
    timestamp: z.string(),
    change: ChatChangeSchema.nullable(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatHistoryQuerySchema = z.object({ meme_id: MemeIdSchema });

export const ChatHistorySchema = z.object({ results: z.array(ChatMessageSchema) }).meta({ id: 'ChatHistory' });
export type ChatHistory = z.infer<typeof ChatHistorySchema>;

/** The person's message and the ai's answer as stored, and the balance after paying for the turn. */
export const ChatTurnResponseSchema = z
  .object({
    user: ChatMessageSchema,
    ai: ChatMessageSchema,
    credits: z.string().regex(/^-?\d+$/),
  })
  .meta({ id: 'ChatTurnResponse' });
export type ChatTurnResponse = z.infer<typeof ChatTurnResponseSchema>;
