/** Builds connection URLs for test databases on the server named by TEST_DATABASE_URL. */
export function adminUrl(testUrl: string, database?: string): string {
  const url = new URL(testUrl);
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

export function templateDatabaseName(): string {
  return `memeforge_tpl_${process.pid}`;
}
