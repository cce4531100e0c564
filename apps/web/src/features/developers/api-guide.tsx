/**
 * The guide's API part: a key, then a batch made, waited for and downloaded with curl, a caption
 * edited, templates found, and what a key may spend and reach. Paths and fields come from the
 * contract where it names them, so the examples follow the routes they show.
 */
import { Link } from 'react-router';
import {
  API_KEY_PREFIX,
  API_KEY_REQUESTS_PER_MINUTE,
  ENDPOINTS,
  GENERATION_BATCH_SIZE,
  GENERATION_MEMES_IN_PROGRESS_MAX,
  ROUTES,
} from '@memeforge/contract';
import { Code, CodeBlock } from './code-block';
import { GuideSection, guideLinkClass } from './guide-section';
import { useSiteOrigin } from './site-origin';

const AUTH = '-H "Authorization: Bearer $MEMEFORGE_API_KEY"';
const JSON_BODY = '-H "Content-Type: application/json"';
const memePath = (pattern: string) => pattern.replace(':memeId', '$MEME_ID');

const GENERATE = `curl -sS -X POST "$MEMEFORGE_URL${ENDPOINTS.generate}" \\
  ${AUTH} \\
  ${JSON_BODY} \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -d '{"description": "Monday morning stand-up meetings", "mediaType": "images", "unhingedLevel": 3}'`;

const GENERATE_ANSWER = `{
  "memes": [
    {
      "memeId": "0b6f5c2e-…",
      "status": "queued",
      "jobInfo": { "jobId": "5d1c7a90-…", "status": "queued" },
      "tagline": "",
      "templateId": null,
      "file": null,
      …
    },
    …
  ],
  "credits": "26"
}`;

const POLL = `curl -sS "$MEMEFORGE_URL${ENDPOINTS.generationJobStatus}?job_id=$JOB_ID" \\
  ${AUTH}`;

const POLL_ANSWER = `{
  "jobId": "5d1c7a90-…",
  "status": "finished",
  "error": null,
  "result": { "fileUrl": "/media/…/0b6f5c2e-….png", "thumbnails": […] },
  …
}`;

const DOWNLOAD = `curl -sS -o meme.png "$MEMEFORGE_URL${memePath(ENDPOINTS.memeDownloadPattern)}?format=png" \\
  ${AUTH}`;

const DOWNLOAD_STORY = `curl -sS -o story.jpg "$MEMEFORGE_URL${memePath(ENDPOINTS.memeDownloadPattern)}?shape=story&fill=blur" \\
  ${AUTH}`;

const GET_MEME = `curl -sS "$MEMEFORGE_URL${memePath(ENDPOINTS.memeItemPattern)}" ${AUTH}
# → { "memeId": "…", "tagline": "When the stand-up…", "templateId": 42, "type": 1, … }`;

const CHAT = `curl -sS -X POST "$MEMEFORGE_URL${ENDPOINTS.chat}" \\
  ${AUTH} \\
  ${JSON_BODY} \\
  -d '{"meme_id": "'"$MEME_ID"'", "message": "Make it about cats", "caption": "When the stand-up…", "template_id": 42}'
# → { "user": {…}, "ai": { "content": "…", "change": { "caption": "…", "templateId": null, "template": null } }, "credits": "25" }`;

const SAVE = `curl -sS -X POST "$MEMEFORGE_URL${ENDPOINTS.saveMeme}" \\
  ${AUTH} \\
  -F templateId=42 \\
  -F "text=When the cat joins the stand-up" \\
  -F file=@meme.png
# → { "file": "/media/…", "meme": { "memeId": "…", "status": "finished", … } }`;

const TEMPLATES = `curl -sS "$MEMEFORGE_URL${ENDPOINTS.libraryTemplates}?search=cat&type=1&page_size=20" \\
  ${AUTH}
# → { "count": 57, "next": "…?page=2", "previous": null,
#     "results": [{ "id": 42, "slug": "…", "title": "…", "type": 1, "captionFormat": "…", … }] }`;

export const API_GUIDE_CONTENTS = [
  { id: 'api-keys', title: 'Get an API key' },
  { id: 'make-memes', title: 'Make memes' },
  { id: 'edit-captions', title: 'Edit a caption' },
  { id: 'templates', title: 'Find templates' },
  { id: 'limits', title: 'Credits, limits and errors' },
] as const;

export function ApiGuide() {
  const origin = useSiteOrigin();
  const setup = `export MEMEFORGE_URL="${origin}"
export MEMEFORGE_API_KEY="${API_KEY_PREFIX}…"   # your key, from Profile → API keys`;
  return (
    <>
      <GuideSection id="api-keys" title="Get an API key">
        <ol>
          <li>
            Sign in and open{' '}
            <Link to={ROUTES['dashboard.profile']} className={guideLinkClass}>
              Profile
            </Link>
            , then the <strong>API keys</strong> section.
          </li>
          <li>
            Name the key, choose what it may do and, if you like, when it expires. Its scopes are <Code>read</Code>{' '}
            (your memes, their files, job status, the template library), <Code>generate</Code> (new memes and AI
            captions) and <Code>edit</Code> (saving, Edit With AI, sharing and deleting memes). A key that makes memes
            needs <Code>read</Code> too, to poll them until they are finished and download them.
          </li>
          <li>
            Copy the key: it starts with <Code>{API_KEY_PREFIX}</Code> and is shown only once. Revoke it in the same
            section when you no longer need it.
          </li>
        </ol>
        <p>
          Send the key with every call as <Code>{`Authorization: Bearer ${API_KEY_PREFIX}…`}</Code>. Keep it out of code
          you share: anyone holding it acts as you, within its scopes.
        </p>
      </GuideSection>

      <GuideSection id="make-memes" title="Make memes">
        <p>The examples read the site&apos;s address and your key from two variables:</p>
        <CodeBlock label="Setting the address and the key">{setup}</CodeBlock>
        <p>
          <strong>1. Generate a batch.</strong> <Code>{`POST ${ENDPOINTS.generate}`}</Code> writes{' '}
          {GENERATION_BATCH_SIZE} memes about your description (<Code>mediaType</Code>: <Code>images</Code>,{' '}
          <Code>videos</Code> or <Code>both</Code>; <Code>unhingedLevel</Code> 1 to 5, where 4 and 5 need a paid plan).
          An <Code>Idempotency-Key</Code> makes a retried call answer with its first batch instead of paying again.
        </p>
        <CodeBlock label="Generating a batch">{GENERATE}</CodeBlock>
        <p>The answer lists the new memes (shortened here) and your balance:</p>
        <CodeBlock label="The batch, as answered">{GENERATE_ANSWER}</CodeBlock>
        <p>
          <strong>2. Wait for each meme.</strong> Image memes are often finished in the answer already. For the others,
          ask for the job of each meme&apos;s <Code>jobInfo.jobId</Code> every two seconds or so until its{' '}
          <Code>status</Code> is <Code>finished</Code> or <Code>failed</Code> (it goes through <Code>queued</Code>,{' '}
          <Code>started</Code> and <Code>processing</Code>). A meme that fails gives its credit back.
        </p>
        <CodeBlock label="Asking for a job's status">{POLL}</CodeBlock>
        <CodeBlock label="A finished job">{POLL_ANSWER}</CodeBlock>
        <p>
          <strong>3. Download it.</strong> <Code>format</Code> is <Code>original</Code> (the default), <Code>png</Code>{' '}
          or <Code>jpeg</Code> for an image meme, <Code>gif</Code> for a video meme. A meme that is not finished answers
          409.
        </p>
        <CodeBlock label="Downloading a meme">{DOWNLOAD}</CodeBlock>
        <p>
          For a feed, add <Code>shape</Code>: <Code>square</Code> (1080x1080), <Code>portrait</Code> (1080x1350) or{' '}
          <Code>story</Code> (1080x1920, for Reels, TikTok and Shorts). The whole meme is fitted inside the area the
          apps leave clear, on a blurred copy of it or a solid colour (<Code>fill</Code>: <Code>blur</Code>,{' '}
          <Code>black</Code>, <Code>white</Code>, <Code>slate</Code> or <Code>violet</Code>); an image comes as a JPEG,
          a video as an H.264 MP4.
        </p>
        <CodeBlock label="Downloading a meme for a story">{DOWNLOAD_STORY}</CodeBlock>
      </GuideSection>

      <GuideSection id="edit-captions" title="Edit a caption">
        <p>
          Read the meme for its caption (<Code>tagline</Code>) and template (<Code>templateId</Code>):
        </p>
        <CodeBlock label="Reading a meme">{GET_MEME}</CodeBlock>
        <p>
          <strong>Edit With AI</strong> (paid plans, one credit a message) proposes a new caption, another template or
          both. Send a message, or a suggestion&apos;s <Code>chip</Code> (<Code>funnier</Code>, <Code>unhinged</Code>,{' '}
          <Code>template</Code>, <Code>relatable</Code> or <Code>emoji</Code>) with its words:
        </p>
        <CodeBlock label="Asking Edit With AI for a change">{CHAT}</CodeBlock>
        <p>
          The proposal is in <Code>ai.change</Code>; nothing is saved yet. To keep it, or a caption of your own, save
          the meme as the editor does. The server renders it on the template itself; <Code>file</Code> is a picture of
          the meme (the one you downloaded will do), checked but not kept. The saved meme is a new one in My Memes.
        </p>
        <CodeBlock label="Saving a meme with a new caption">{SAVE}</CodeBlock>
        <p>
          A template whose text goes on the picture says so in its <Code>layout</Code> (<Code>top-bottom</Code>, or{' '}
          <Code>boxes</Code> with each box&apos;s place and label). A meme on it has a text per box: its{' '}
          <Code>tagline</Code> has a line per box, and its <Code>document.layers</Code> each text with its box. To save
          such a meme, send the layers as JSON in <Code>layers</Code>; <Code>text</Code> and the other single-text
          fields describe a meme with one text.
        </p>
        <p>
          For a video meme, start it with <Code>{`POST ${ENDPOINTS.processTemplateVideo}`}</Code> (
          <Code>{'{"template_id": 42, "text": "…"}'}</Code>) and wait for its <Code>jobInfo.jobId</Code> as above.
        </p>
      </GuideSection>

      <GuideSection id="templates" title="Find templates">
        <p>
          Search the template library (paid plans) by words, type (<Code>1</Code> images, <Code>2</Code> videos) and
          page; <Code>next</Code> is the following page&apos;s address.
        </p>
        <CodeBlock label="Searching the template library">{TEMPLATES}</CodeBlock>
      </GuideSection>

      <GuideSection id="limits" title="Credits, limits and errors">
        <ul>
          <li>
            Every call spends your account&apos;s own credits under your plan, as the web app does: one per generated
            meme, one per Edit With AI message. Out of credits is a 402; a feature your plan lacks is a 403.
          </li>
          <li>
            Each key has its own rate limit of {API_KEY_REQUESTS_PER_MINUTE} requests a minute. Past it, and when{' '}
            {GENERATION_MEMES_IN_PROGRESS_MAX} of your memes are already being made, the answer is a 429 with a{' '}
            <Code>Retry-After</Code> header: wait that many seconds, then try again.
          </li>
          <li>
            Keys never reach your password, e-mail address, API keys, billing or the account itself: those calls answer
            403 to every key, whatever its scopes; sign in to the web app for them. A call outside the key&apos;s scopes
            is a 403 too.
          </li>
          <li>
            Errors are JSON: <Code>{'{"detail": "…"}'}</Code>, sometimes with a <Code>code</Code>, or{' '}
            <Code>{'{"field": ["message"]}'}</Code> for the fields that were refused. A 401 means the key is missing,
            wrong, revoked or expired.
          </li>
        </ul>
      </GuideSection>
    </>
  );
}
