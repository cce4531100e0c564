import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiDouble, type OpenAiDouble } from './openai-double';

const chat = (baseUrl: string, body: unknown) =>
  fetch(`${baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const PROMPT = {
  model: 'm',
  messages: [
    {
      role: 'user',
      content:
        'Write.\n```json\n{"description":"pizza","templates":[{"templateId":7,"maxChars":20}],"slots":[{"slot":1,"candidates":[7]}]}\n```',
    },
  ],
};

describe('OpenAI-compatible double', () => {
  let double: OpenAiDouble;
  beforeAll(async () => {
    double = await startOpenAiDouble();
  });
  afterAll(() => double.close());

  it('answers a chat completion from the prompt, within each template limit, and records it', async () => {
    const response = await chat(double.baseUrl, PROMPT);
    const body = (await response.json()) as { choices: Array<{ message: { content: string } }> };
    expect(JSON.parse(body.choices[0]!.message.content)).toEqual({
      candidates: [{ slot: 1, templateId: 7, caption: expect.stringMatching(/^.*pizza.*$/) }],
    });
    expect(
      (JSON.parse(body.choices[0]!.message.content) as { candidates: Array<{ caption: string }> }).candidates[0]!
        .caption.length,
    ).toBeLessThanOrEqual(20);
    expect(double.requests.at(-1)!.body).toEqual(PROMPT);
  });

  it("writes candidatesPerSlot candidates with each template's parts, and scripted ones before them", async () => {
    const data = {
      description: 'pizza',
      candidatesPerSlot: 2,
      templates: [
        { templateId: 7, maxChars: 60, format: { parts: ['setup', 'punchline'] } },
        { templateId: 8, maxChars: 60, format: { parts: ['caption'] } },
      ],
      slots: [{ slot: 1, candidates: [7, 8] }],
    };
    const prompt = {
      model: 'm',
      messages: [{ role: 'user', content: `Write.\n\`\`\`json\n${JSON.stringify(data)}\n\`\`\`` }],
    };
    const good = (await (await chat(double.baseUrl, prompt)).json()) as {
      choices: Array<{ message: { content: string } }>;
    };
    const { candidates } = JSON.parse(good.choices[0]!.message.content) as {
      candidates: Array<{ slot: number; templateId: number; caption: string }>;
    };
    expect(candidates.map((candidate) => candidate.templateId)).toEqual([7, 8]);
    expect(candidates[0]!.caption.split('\n')).toHaveLength(2);
    expect(candidates[1]!.caption.split('\n')).toHaveLength(1);
    for (const candidate of candidates) {
      expect(candidate.caption).toContain('pizza');
      expect(candidate.caption.length).toBeLessThanOrEqual(60);
    }

    double.script({ kind: 'candidates', candidates: [{ slot: 1, caption: 'too much {topic}' }], withGood: true });
    const scripted = (await (await chat(double.baseUrl, prompt)).json()) as {
      choices: Array<{ message: { content: string } }>;
    };
    const answer = JSON.parse(scripted.choices[0]!.message.content) as { candidates: unknown[] };
    expect(answer.candidates[0]).toEqual({ slot: 1, templateId: 7, caption: 'too much pizza' });
    expect(answer.candidates).toHaveLength(3);
  });

  it('can be scripted over HTTP by another process', async () => {
    const origin = new URL(double.baseUrl).origin;
    await fetch(`${origin}/__double/reset`, { method: 'POST' });
    await fetch(`${origin}/__double/script`, {
      method: 'POST',
      body: JSON.stringify({ replies: [{ kind: 'status', status: 502 }], default: { kind: 'malformed' } }),
    });
    expect((await chat(double.baseUrl, PROMPT)).status).toBe(502);
    const second = (await (await chat(double.baseUrl, PROMPT)).json()) as {
      choices: Array<{ message: { content: string } }>;
    };
    expect(() => JSON.parse(second.choices[0]!.message.content)).toThrow();
    const recorded = (await (await fetch(`${origin}/__double/requests`)).json()) as { requests: unknown[] };
    expect(recorded.requests).toHaveLength(2);
    expect((await chat(double.baseUrl, { ...PROMPT, stream: true })).status).toBe(400);
  });

  it('runs standalone and prints its AI_BASE_URL', async () => {
    const script = path.join(import.meta.dirname, 'openai-double.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script, '--port', '0', '--reply', 'good'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
      const baseUrl = /AI_BASE_URL=(\S+)/.exec(chunk.toString())![1]!;
      expect((await chat(baseUrl, PROMPT)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });
});
