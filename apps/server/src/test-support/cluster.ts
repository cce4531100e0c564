/**
 * The product as `compose.yaml` runs it, on this machine (issue 26): one PostgreSQL database, a
 * real S3 API server (s3rver), N `serve --no-workers` processes (the built bundle, as deployed) behind Debian's nginx configured
 * from `deploy/nginx.conf` itself (only the addresses changed), and M `worker` processes, each
 * process with its own DATA_DIR as separate machines have. Used by the multi-process test and the
 * cluster benchmark. Every process listens on 127.0.0.1; `close` stops them all.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ENDPOINTS } from '@memeforge/contract';
import { openDatabase } from '../db/open';
import type { Database } from '../db/types';
import { createLogger } from '../logger';
import { freePorts, until } from './processes';
import { startS3Server, type TestS3Server } from './s3-server';
import { buildServer, SERVER_BUNDLE_ARGS } from './server-build';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(
  (candidate) => spawnSync(candidate, ['-v']).status === 0,
);

export interface ClusterProcess {
  name: string;
  child: ChildProcess;
  /** Its own address (web processes), bypassing the balancer. */
  url?: string;
  /** SIGKILL to its process group (its ffmpeg runs too), as a machine's crash; answers when it is gone. */
  kill(): Promise<void>;
  /** SIGTERM, as a deploy stops it; answers when it has exited. */
  stop(): Promise<void>;
}

export interface Cluster {
  /** The balancer's address: what people use. */
  baseUrl: string;
  webs: ClusterProcess[];
  workers: ClusterProcess[];
  s3: TestS3Server;
  /** The cluster's database, opened beside it. */
  database: Database;
  databaseUrl: string;
  secretKey: string;
  /** What every process wrote to stderr, with its name. */
  log(): string;
  close(): Promise<void>;
}

export interface ClusterOptions {
  /** An empty PostgreSQL database; the processes migrate it. */
  databaseUrl: string;
  webs?: number;
  workers?: number;
  /** Settings every process gets besides the cluster's own. */
  env?: Record<string, string>;
  /** Extra `worker` arguments, e.g. ['--concurrency', '2']. */
  workerArgs?: string[];
  /** How long the web processes may take to be ready, together (default 180 s). */
  readyTimeoutMs?: number;
}

/** deploy/nginx.conf's upstream and app server, with the compose service names turned into our ports. */
export async function nginxConfig(webPorts: number[], port: number, runDir: string): Promise<string> {
  const deployed = await readFile(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const upstream = /upstream memeforge_web \{[\s\S]*?\n\}/.exec(deployed)?.[0];
  const app = /server \{\s*listen 8080;\s*server_name localhost;[\s\S]*?\n\}/.exec(deployed)?.[0];
  if (!upstream || !app) throw new Error('deploy/nginx.conf no longer has the upstream and app server this reads');
  const servers = upstream.match(/^\s*server web-\d+:3000 .*$/gm) ?? [];
  if (servers.length < webPorts.length) throw new Error('deploy/nginx.conf names fewer web processes than asked');
  let balanced = upstream;
  servers.forEach((line, index) => {
    const webPort = webPorts[index];
    balanced = balanced.replace(
      line,
      webPort === undefined ? '' : line.replace(/web-\d+:3000/, `127.0.0.1:${webPort}`),
    );
  });
  const served = app.replace('listen 8080;', `listen 127.0.0.1:${port};`);
  const temp = (name: string) => `${name}_temp_path ${path.join(runDir, name)};`;
  return [
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `error_log ${path.join(runDir, 'error.log')} warn;`,
    `pid ${path.join(runDir, 'nginx.pid')};`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    balanced,
    served,
    '}',
  ].join('\n');
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!NGINX) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  buildServer();
  const webCount = options.webs ?? 2;
  const workerCount = options.workers ?? 2;
  const root = await mkdtemp(path.join(tmpdir(), 'cluster-'));
  const s3 = await startS3Server();
  const [port, ...webPorts] = (await freePorts(webCount + 1)) as [number, ...number[]];
  const baseUrl = `http://127.0.0.1:${port}`;
  const secretKey = `cluster-secret-key-long-enough-${Math.random().toString(36).slice(2)}`;
  const processes: ClusterProcess[] = [];
  let log = '';

  const common: Record<string, string> = {
    // The AWS SDK's notice about Node 22, once per process, says nothing about this run.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    DATABASE_URL: options.databaseUrl,
    PUBLIC_URL: baseUrl,
    SECRET_KEY: secretKey,
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.settings.region,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId!,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey!,
    S3_FORCE_PATH_STYLE: 'true',
    ...options.env,
  };

  async function launch(name: string, args: string[], env: Record<string, string>, url?: string) {
    const dataDir = path.join(root, name);
    await mkdir(path.join(dataDir, 'tmp'), { recursive: true });
    const child = spawn(process.execPath, [...SERVER_BUNDLE_ARGS, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...common, ...env, DATA_DIR: dataDir, TMPDIR: path.join(dataDir, 'tmp') },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    // The logger writes JSON lines to stdout; Node's own warnings go to stderr.
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.setEncoding('utf8').on('data', (text: string) => {
        const named = text.replace(/^(?=.)/gm, `[${name}] `);
        log += named;
        // CLUSTER_LOG=1: every process's lines as they come, to watch a run.
        if (process.env.CLUSTER_LOG) process.stderr.write(named);
      });
    }
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const signal = async (kind: NodeJS.Signals, graceMs: number) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid!, kind);
      } catch {
        return;
      }
      await Promise.race([
        exited,
        sleep(graceMs).then(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            // gone already
          }
        }),
      ]);
      await exited;
    };
    const handle: ClusterProcess = {
      name,
      child,
      ...(url ? { url } : {}),
      kill: () => signal('SIGKILL', 5_000),
      stop: () => signal('SIGTERM', 15_000),
    };
    processes.push(handle);
    return handle;
  }

  const webs = await Promise.all(
    webPorts.map((webPort, index) =>
      launch(`web-${index + 1}`, ['serve', '--no-workers'], { PORT: String(webPort) }, `http://127.0.0.1:${webPort}`),
    ),
  );
  const workers = await Promise.all(
    Array.from({ length: workerCount }, (_, index) =>
      launch(`worker-${index + 1}`, ['worker', ...(options.workerArgs ?? [])], {}),
    ),
  );

  const runDir = path.join(root, 'nginx');
  await mkdir(runDir, { recursive: true });
  await writeFile(path.join(runDir, 'nginx.conf'), await nginxConfig(webPorts, port, runDir));
  const nginx = spawn(NGINX, ['-p', runDir, '-c', path.join(runDir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  nginx.stderr.setEncoding('utf8').on('data', (text: string) => (log += `[nginx] ${text}`));
  const nginxExited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));

  let database: Database | undefined;
  const close = async () => {
    await database?.close().catch(() => undefined);
    await Promise.all(processes.map((each) => each.stop()));
    if (nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await Promise.race([nginxExited, sleep(5_000).then(() => nginx.kill('SIGKILL'))]);
    }
    await s3.close();
    await rm(root, { recursive: true, force: true });
  };

  try {
    // One deadline for the whole cluster: its processes start together.
    const readyBy = Date.now() + (options.readyTimeoutMs ?? 180_000);
    for (const web of webs) {
      await until(
        `${web.name} to be ready`,
        async () => {
          if (web.child.exitCode !== null) throw new Error(`${web.name} exited with ${web.child.exitCode}`);
          return (await fetch(`${web.url}${ENDPOINTS.ready}`)).status;
        },
        (status) => status === 200,
        Math.max(1_000, readyBy - Date.now()),
        250,
      );
    }
    await until(
      'the balancer to answer',
      async () => (await fetch(`${baseUrl}${ENDPOINTS.ready}`)).status,
      (status) => status === 200,
      10_000,
    );
    database = await openDatabase({
      dataDir: path.join(root, 'test'),
      databaseUrl: options.databaseUrl,
      logger: createLogger('silent'),
      allowShared: true,
    });
  } catch (error) {
    await close();
    throw new Error(`${(error as Error).message}\n${log}`);
  }

  return {
    baseUrl,
    webs,
    workers,
    s3,
    database: database!,
    databaseUrl: options.databaseUrl,
    secretKey,
    log: () => log,
    close,
  };
}
