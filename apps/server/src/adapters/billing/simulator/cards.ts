/**
 * The billing simulator's test cards (its TEST PAYMENT page): the numbers Stripe documents for
 * testing behave here as they do there. Any number that passes the Luhn check is accepted (4242
 * 4242 4242 4242, 5555 5555 5555 4444...), the decline numbers are refused with Stripe's words,
 * and 4000 0000 0000 0341 is accepted at checkout but declines every later charge (renewals and
 * upgrades).
 */
import { BILLING_MESSAGES } from '@memeforge/contract';

export interface TestCardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export interface AcceptedCard {
  last4: string;
  failsLaterCharges: boolean;
}

/** Numbers that decline, with the message the person sees. */
const DECLINES: Record<string, string> = {
  '4000000000000002': BILLING_MESSAGES.cardDeclined,
  '4000000000009995': BILLING_MESSAGES.cardDeclined,
  '4000000000009987': BILLING_MESSAGES.cardDeclined,
  '4000000000009979': BILLING_MESSAGES.cardDeclined,
  '4100000000000019': BILLING_MESSAGES.cardDeclined,
  '4000000000000069': BILLING_MESSAGES.cardExpired,
  '4000000000000127': BILLING_MESSAGES.cardCvcInvalid,
  '4000000000000119': BILLING_MESSAGES.cardDeclined,
};

export const FAILS_LATER_CHARGES = '4000000000000341';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardCheck =
  { ok: true; card: AcceptedCard } | { ok: false; field: 'number' | 'expiry' | 'cvc'; message: string };

/** Checks a card as a payment form would, then as the test bank would. */
export function checkTestCard(input: TestCardInput, now = new Date()): CardCheck {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) {
    return { ok: false, field: 'number', message: BILLING_MESSAGES.cardNumberInvalid };
  }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    return { ok: false, field: 'expiry', message: BILLING_MESSAGES.cardExpiryInvalid };
  }
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  // Valid through the last day of its month.
  if (new Date(Date.UTC(year, month, 1)) <= now) {
    return { ok: false, field: 'expiry', message: BILLING_MESSAGES.cardExpired };
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) {
    return { ok: false, field: 'cvc', message: BILLING_MESSAGES.cardCvcInvalid };
  }
  const declined = DECLINES[number];
  if (declined) return { ok: false, field: 'number', message: declined };
  return { ok: true, card: { last4: number.slice(-4), failsLaterCharges: number === FAILS_LATER_CHARGES } };
}
