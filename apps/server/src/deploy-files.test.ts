/**
 * The deployment files cannot drift from the code (no container engine runs here to try them):
 * every command and flag the Dockerfile and compose.yaml run exists in the CLI, every setting they
 * set exists in config.ts, the image copies every workspace, the load balancer points at the
 * services and port that exist, the bucket policy opens exactly the public prefixes, and every
 * operator command docs/operations.md names is one the CLI has.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENDPOINTS } from '@memeforge/contract';
import { PUBLIC_MEDIA_PREFIXES } from './adapters/storage/types';
import { buildProgram } from './cli/program';
import { SETTING_NAMES } from './config';
import { SERVER_BUNDLE, SERVER_BUNDLE_ARGS } from './test-support/server-build';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  extra_hosts?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
const appServices = Object.entries(compose.services).filter(([, service]) => service.image === 'memeforge');
const dockerfile = read('Dockerfile');
const program = buildProgram();

/** The CLI command an argument list runs, checked flag by flag; a message naming what does not exist, else null. */
function unknownInCli(args: readonly string[]): string | null {
  const [name, ...rest] = args;
  const command = program.commands.find((candidate: Command) => candidate.name() === name);
  if (!command) return `no command "${name}"`;
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index]!;
    if (!arg.startsWith('--')) continue;
    const option = command.options.find((candidate) => candidate.long === arg);
    if (!option) return `"${name}" has no option ${arg}`;
    if (option.required || option.optional) index += 1;
  }
  return null;
}

/** The JSON-array form of a Dockerfile instruction (`CMD ["serve"]`). */
function instruction(name: string): string[] {
  const line = dockerfile.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  if (!line) throw new Error(`no ${name} in the Dockerfile`);
  return JSON.parse(line.slice(name.length + 1)) as string[];
}

describe('compose.yaml', () => {
  it('runs two web processes and two workers of the one image, each with a command the CLI has', () => {
    const commands = appServices.map(([, service]) => service.command ?? []);
    expect(commands.filter((command) => command[0] === 'serve')).toHaveLength(2);
    expect(commands.filter((command) => command[0] === 'worker')).toHaveLength(2);
    for (const [name, service] of appServices) expect(unknownInCli(service.command ?? []), name).toBeNull();
  });

  it('sets only settings config.ts reads, the ones a cluster needs among them', () => {
    for (const [name, service] of appServices) {
      const settings = Object.keys(service.environment ?? {});
      expect(
        settings.filter((setting) => !SETTING_NAMES.includes(setting)),
        name,
      ).toEqual([]);
      for (const needed of ['DATABASE_URL', 'SECRET_KEY', 'PUBLIC_URL', 'TRUST_PROXY', 'S3_BUCKET']) {
        expect(settings, `${name} sets ${needed}`).toContain(needed);
      }
    }
  });

  it('puts nginx in front of the web services on the port the image listens on, and the bucket behind it', () => {
    const nginx = read('deploy/nginx.conf');
    const port = /^\s*PORT=(\d+)/m.exec(dockerfile)?.[1];
    const upstream = [...nginx.matchAll(/^\s*server ([\w-]+):(\d+)/gm)].map((match) => [match[1], match[2]]);
    const webServices = appServices.filter(([, service]) => service.command?.[0] === 'serve').map(([name]) => name);
    expect(upstream.map(([host]) => host).sort()).toEqual(webServices.sort());
    expect(new Set(upstream.map(([, upstreamPort]) => upstreamPort))).toEqual(new Set([port]));
    expect(nginx).toContain('proxy_pass http://minio:9000;');
    expect(compose.services.minio).toBeDefined();
    const bucketHost = new URL(appServices[0]![1].environment!.S3_ENDPOINT!).hostname;
    expect(nginx).toContain(`server_name ${bucketHost};`);
  });

  it('opens the bucket to anonymous readers under the public prefixes only', () => {
    const bucket = appServices[0]![1].environment!.S3_BUCKET!;
    const policy = JSON.parse(read('deploy/bucket-policy.json')) as { Statement: { Resource: string[] }[] };
    const resources = policy.Statement.flatMap((statement) => statement.Resource);
    expect(resources.sort()).toEqual(PUBLIC_MEDIA_PREFIXES.map((prefix) => `arn:aws:s3:::${bucket}/${prefix}*`).sort());
  });
});

describe('Dockerfile', () => {
  it('starts the bundle `npm run build` writes with plain Node, with a command the CLI has', () => {
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    const build = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.build!;
    expect(build).toContain('npm run build -w apps/server');
    expect(read('apps/server/scripts/build.mjs')).toContain(`'${path.relative('apps/server', SERVER_BUNDLE)}'`);
    expect(instruction('ENTRYPOINT')).toEqual(['node', ...SERVER_BUNDLE_ARGS]);
    expect(unknownInCli(instruction('CMD'))).toBeNull();
  });

  it('sets only settings config.ts reads', () => {
    const block = /^ENV ([\s\S]*?)(?:\n(?!\s))/m.exec(dockerfile)![1]!;
    const names = [...block.matchAll(/([A-Z_]+)=/g)].map((match) => match[1]!);
    expect(names.filter((name) => name !== 'NODE_ENV' && !SETTING_NAMES.includes(name))).toEqual([]);
  });

  it('checks liveness on the health endpoint and runs as a user of its own', () => {
    expect(dockerfile).toContain(`http://127.0.0.1:3000${ENDPOINTS.health}`);
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  it('copies the package.json of every workspace before installing', () => {
    const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] };
    for (const workspace of workspaces) {
      expect(dockerfile, workspace).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
  });
});

describe('docs/operations.md', () => {
  it('names only operator commands the CLI has', () => {
    const named = [...read('docs/operations.md').matchAll(/npm run cli -- ([a-z-]+(?: [a-z-]+)?)/g)].map((match) =>
      match[1]!.split(' '),
    );
    expect(named.length).toBeGreaterThan(3);
    for (const [name, sub] of named) {
      const command = program.commands.find((candidate: Command) => candidate.name() === name);
      expect(command, `npm run cli -- ${name}`).toBeDefined();
      if (command!.commands.length > 0 && sub) {
        expect(
          command!.commands.map((child: Command) => child.name()),
          `npm run cli -- ${name} ${sub}`,
        ).toContain(sub);
      }
    }
  });
});
