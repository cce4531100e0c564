import { pino, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** Structured JSON logs; pretty-printed only when a person is watching a terminal. */
export function loggerOptions(level: string): LoggerOptions {
  const pretty = process.stdout.isTTY === true;
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.password1'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
}

export function createLogger(level: string): Logger {
  return pino(loggerOptions(level));
}
