/**
 * The part of Stripe's HTTP API the Stripe adapter calls, routed to the simulator: customers,
 * checkout sessions (create, retrieve, expire), subscriptions (retrieve, update, cancel),
 * invoices and the invoice preview, billing portal sessions and subscription schedules. What is
 * not here answers Stripe's 404 for an unknown URL.
 */
import { randomBytes } from 'node:crypto';
import { createSession, expireSession, retrieveSession } from './checkout';
import type { SimulatorCore } from './core';
import { StripeApiError, type Json } from './stripe-objects';
import {
  cancelSubscription,
  createSchedule,
  previewInvoice,
  releaseSchedule,
  retrieveInvoice,
  retrieveSchedule,
  retrieveSubscription,
  updateSchedule,
  updateSubscription,
} from './subscriptions';

type Route = {
  method: string;
  path: RegExp;
  answer: (core: SimulatorCore, body: Json, id: string) => Promise<Json>;
};

const ROUTES: Route[] = [
  {
    method: 'POST',
    path: /^\/v1\/customers$/,
    // Customers are not kept: the id is all the adapter needs, and subscriptions carry it.
    answer: async (core, body) => ({
      id: core.newId('cus'),
      object: 'customer',
      email: body.email ?? null,
      name: body.name ?? null,
      metadata: body.metadata ?? {},
    }),
  },
  { method: 'POST', path: /^\/v1\/checkout\/sessions$/, answer: (core, body) => createSession(core, body) },
  { method: 'GET', path: /^\/v1\/checkout\/sessions\/([^/]+)$/, answer: (core, _, id) => retrieveSession(core, id) },
  {
    method: 'POST',
    path: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    answer: (core, _, id) => expireSession(core, id),
  },
  { method: 'GET', path: /^\/v1\/subscriptions\/([^/]+)$/, answer: (core, _, id) => retrieveSubscription(core, id) },
  {
    method: 'POST',
    path: /^\/v1\/subscriptions\/([^/]+)$/,
    answer: (core, body, id) => updateSubscription(core, id, body),
  },
  { method: 'DELETE', path: /^\/v1\/subscriptions\/([^/]+)$/, answer: (core, _, id) => cancelSubscription(core, id) },
  { method: 'POST', path: /^\/v1\/invoices\/create_preview$/, answer: (core, body) => previewInvoice(core, body) },
  { method: 'GET', path: /^\/v1\/invoices\/([^/]+)$/, answer: (core, _, id) => retrieveInvoice(core, id) },
  {
    method: 'POST',
    path: /^\/v1\/billing_portal\/sessions$/,
    answer: async (core, body) => ({
      id: `bps_${randomBytes(10).toString('hex')}`,
      object: 'billing_portal.session',
      url: core.options.portalUrl(String(body.return_url ?? '')),
      return_url: body.return_url ?? null,
    }),
  },
  { method: 'POST', path: /^\/v1\/subscription_schedules$/, answer: (core, body) => createSchedule(core, body) },
  {
    method: 'GET',
    path: /^\/v1\/subscription_schedules\/([^/]+)$/,
    answer: (core, _, id) => retrieveSchedule(core, id),
  },
  {
    method: 'POST',
    path: /^\/v1\/subscription_schedules\/([^/]+)$/,
    answer: (core, body, id) => updateSchedule(core, id, body),
  },
  {
    method: 'POST',
    path: /^\/v1\/subscription_schedules\/([^/]+)\/release$/,
    answer: (core, _, id) => releaseSchedule(core, id),
  },
];

/** Answers one API call: the object, or Stripe's error for it. */
export async function answerApiCall(core: SimulatorCore, method: string, path: string, body: Json): Promise<Json> {
  for (const route of ROUTES) {
    const match = route.method === method ? route.path.exec(path) : null;
    if (match) return route.answer(core, body, decodeURIComponent(match[1] ?? ''));
  }
  throw new StripeApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path})`,
  });
}
