/** Where the end-to-end doubles listen, shared by playwright.config.ts, the doubles and the tests. */
const appPort = Number(process.env.E2E_PORT ?? 3100);

export const DOUBLES = {
  appUrl: `http://127.0.0.1:${appPort}`,
  smtpPort: appPort + 25,
  oidcPort: appPort + 26,
  controlPort: appPort + 27,
  oidcClientId: 'memeforge-test-client',
  oidcClientSecret: 'memeforge-test-secret-0123456789',
} as const;

export const CONTROL_URL = `http://127.0.0.1:${DOUBLES.controlPort}`;
