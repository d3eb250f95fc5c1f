import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { extractLinks } from './links';
import type { MailInput, MailSummary, StoredMail } from './message';

/** Oldest messages are dropped beyond this many, or beyond this much attachment data. */
const MAX_MESSAGES = 500;
const MAX_ATTACHMENT_CHARS = 64 * 1024 * 1024;

function attachmentChars(message: StoredMail): number {
  return (message.attachments ?? []).reduce(
    (sum, attachment) => sum + attachment.content.length,
    0,
  );
}

/** Newest first, within the limits. */
function withinLimits(messages: StoredMail[]): StoredMail[] {
  const kept: StoredMail[] = [];
  let chars = 0;
  for (const message of messages.slice(0, MAX_MESSAGES)) {
    chars += attachmentChars(message);
    if (kept.length > 0 && chars > MAX_ATTACHMENT_CHARS) break;
    kept.push(message);
  }
  return kept;
}

export interface Mailbox {
  deliver(message: MailInput): Promise<StoredMail>;
  /** Newest first. */
  list(): StoredMail[];
  get(id: string): StoredMail | undefined;
  clear(): Promise<void>;
}

export function summarize(message: StoredMail): MailSummary {
  return {
    id: message.id,
    from: message.from,
    to: message.to,
    reply_to: message.reply_to ?? [],
    subject: message.subject,
    text: message.text ?? '',
    html: message.html ?? '',
    links: extractLinks(message.html, message.text),
    attachments: (message.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      content_type: attachment.content_type,
      size: Buffer.from(attachment.content, 'base64').length,
    })),
    created_at: message.created_at,
  };
}

/**
 * Every message sent through the backend, kept in memory and, when `file` is given, in a
 * JSON file that survives restarts.
 */
export async function openMailbox(file?: string): Promise<Mailbox> {
  let messages: StoredMail[] = [];
  if (file) {
    try {
      const saved = JSON.parse(await readFile(file, 'utf8')) as unknown;
      if (Array.isArray(saved)) messages = saved as StoredMail[];
    } catch {
      messages = [];
    }
  }

  let writing: Promise<void> = Promise.resolve();
  const persist = (): Promise<void> => {
    if (!file) return Promise.resolve();
    const snapshot = JSON.stringify(messages);
    writing = writing.then(async () => {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(`${file}.tmp`, snapshot);
      await rename(`${file}.tmp`, file);
    });
    return writing;
  };

  return {
    async deliver(message) {
      const stored: StoredMail = {
        ...message,
        id: randomUUID(),
        created_at: new Date().toISOString(),
      };
      messages = withinLimits([stored, ...messages]);
      await persist();
      return stored;
    },
    list: () => messages,
    get: (id) => messages.find((message) => message.id === id),
    async clear() {
      messages = [];
      await persist();
    },
  };
}
