import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from './services';

/** Every module's routes plugin takes the process's services, and hands its service the part it declares. */
export type ModuleRoutes = FastifyPluginAsyncZod<{ services: Services }>;
