export interface MailAttachment {
  filename: string;
  /** Base64 of the file's bytes. */
  content: string;
  content_type: string;
}

/** A message as the mail API accepts it (normalized: `to` is always a list). */
export interface MailInput {
  from: string;
  to: string[];
  reply_to?: string[];
  subject: string;
  html?: string;
  text?: string;
  attachments?: MailAttachment[];
}

export interface StoredMail extends MailInput {
  id: string;
  created_at: string;
}

/** The JSON view of a message for tests: no attachment bytes, links extracted. */
export interface MailSummary {
  id: string;
  from: string;
  to: string[];
  reply_to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  attachments: { filename: string; content_type: string; size: number }[];
  created_at: string;
}
