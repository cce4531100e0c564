/**
 * The one pipeline of the paid AI tools (the AI caption helper and Edit With AI): in order, the
 * plan (entitlements: the free plan is refused with the plan-not-allowed marker), the per-person
 * rate limit, the tool's own checks (its template or meme: a 404 spends nothing), the credit spent
 * in its own transaction (none left: 402 with the out-of-credits marker, nothing spent), then the
 * writer under a deadline, outside any transaction so no row lock waits on it. When writing or
 * what the tool does with the result fails, the credit is given back once (a refund row naming the
 * spend) and the answer is 503 in the tool's words. A writer that fell back to the offline one is
 * said in the log.
 */
import { ERROR_MARKERS, MESSAGES } from '@memeforge/contract';
import { withWriteTimeout } from '../../adapters/ai/write-timeout';
import { InsufficientCredits, Unavailable } from '../../domain-errors';
import type { RateLimitRule } from '../../security/rate-limiter';
import type { Services } from '../../wiring/services';
import { refundSpend, spendCredits, type CreditSpend } from '../credits/ledger-store';
import type { Entitlements } from '../entitlements/policy';
import { assertAiCaption, entitlementsOf } from '../entitlements/service';

export type PaidAiServices = Pick<Services, 'db' | 'limiter' | 'logger' | 'waits'>;

/** What makes one paid tool differ from another: its price, limit, deadline and words. */
export interface PaidAiTool {
  /** In logs: 'AI caption', 'Edit With AI'. */
  name: string;
  cost: number;
  rateLimit: RateLimitRule;
  spendReason: string;
  refundReason: string;
  /** The writer's deadline when the services set none. */
  writeTimeoutMs: number;
  /** The 503's words when writing fails. */
  failedMessage: string;
}

/** Anything a writer answers may say it fell back to the offline writer. */
export interface Written {
  fallback?: string | null | undefined;
}

export interface PaidAiSteps<Prepared, W extends Written, Result> {
  /** The tool's own checks and inputs, before anything is spent (a refusal here costs nothing). */
  prepare(entitlements: Entitlements): Promise<Prepared>;
  write(prepared: Prepared, signal: AbortSignal): Promise<W>;
  /** What the tool does with what was written (store it, trim it); a throw here refunds too. */
  finish(prepared: Prepared, written: W): Promise<Result>;
}

export async function runPaidAi<Prepared, W extends Written, Result>(
  ctx: PaidAiServices,
  userId: number,
  tool: PaidAiTool,
  steps: PaidAiSteps<Prepared, W, Result>,
): Promise<{ result: Result; spend: CreditSpend }> {
  const entitlements = await entitlementsOf(ctx.db, userId);
  assertAiCaption(entitlements);
  await ctx.limiter.consume(tool.rateLimit, String(userId));
  const prepared = await steps.prepare(entitlements);

  const spend = await ctx.db.transaction((tx) =>
    spendCredits(
      tx,
      userId,
      tool.cost,
      tool.spendReason,
      () => new InsufficientCredits({ detail: MESSAGES.outOfCredits, code: ERROR_MARKERS.outOfCredits }),
    ),
  );
  try {
    const written = await withWriteTimeout(ctx.waits.aiWriteMs ?? tool.writeTimeoutMs, (signal) =>
      steps.write(prepared, signal),
    );
    if (written.fallback) {
      ctx.logger.warn(
        { reason: written.fallback, tool: tool.name },
        'the LLM caption writer failed; the offline writer answered',
      );
    }
    return { result: await steps.finish(prepared, written), spend };
  } catch (error) {
    ctx.logger.error({ err: error, userId, tool: tool.name }, `${tool.name} failed; refunding its credit`);
    await refundSpend(ctx.db, userId, spend.ledgerId, tool.refundReason);
    throw new Unavailable(tool.failedMessage);
  }
}
