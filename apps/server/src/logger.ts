import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/**
 * What a request log line says about the request. The query string is left out: the links we
 * e-mail carry their secrets there (`uid` and `token` of a password reset, `key` of an address
 * verification, `code` and `state` of the Google callback), and log files are read by more people,
 * and kept longer, than those links should be. The path is enough to follow a request.
 */
export function requestLogValue(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}) {
  const queryAt = request.url.indexOf('?');
  return {
    method: request.method,
    url: queryAt === -1 ? request.url : request.url.slice(0, queryAt),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Structured JSON logs; pretty-printed only when a person is watching a terminal. */
export function loggerOptions(level: string): LoggerOptions {
  const pretty = process.stdout.isTTY === true;
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.password1'],
    serializers: { req: requestLogValue },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
}

/** The process's logger; tests pass a destination stream to read the lines written. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  if (destination) {
    const { transport: _pretty, ...options } = loggerOptions(level);
    return pino(options, destination);
  }
  return pino(loggerOptions(level));
}
