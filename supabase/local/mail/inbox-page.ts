import { extractLinks } from './links';
import type { StoredMail } from './message';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

function renderMessage(message: StoredMail): string {
  const links = extractLinks(message.html, message.text);
  const attachments = (message.attachments ?? []).map((attachment, index) => {
    const size = Buffer.from(attachment.content, 'base64').length;
    const href = `/_local/mail/${encodeURIComponent(message.id)}/attachments/${index}`;
    return `<li><a href="${href}" download="${escapeHtml(attachment.filename)}">${escapeHtml(
      attachment.filename,
    )}</a> (${escapeHtml(attachment.content_type)}, ${formatSize(size)})</li>`;
  });
  const body = message.html
    ? `<iframe title="Body of ${escapeHtml(message.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(
        `<base target="_top">${message.html}`,
      )}"></iframe>`
    : `<pre>${escapeHtml(message.text ?? '')}</pre>`;
  return `<article aria-labelledby="subject-${escapeHtml(message.id)}">
  <h2 id="subject-${escapeHtml(message.id)}">${escapeHtml(message.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(message.to.join(', '))}</dd>
    <dt>From</dt><dd>${escapeHtml(message.from)}</dd>
    ${message.reply_to?.length ? `<dt>Reply-To</dt><dd>${escapeHtml(message.reply_to.join(', '))}</dd>` : ''}
    <dt>Date</dt><dd><time datetime="${escapeHtml(message.created_at)}">${escapeHtml(
      new Date(message.created_at).toUTCString(),
    )}</time></dd>
  </dl>
  ${body}
  ${
    links.length
      ? `<h3>Links</h3><ul class="links">${links
          .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
          .join('')}</ul>`
      : ''
  }
  ${attachments.length ? `<h3>Attachments</h3><ul>${attachments.join('')}</ul>` : ''}
</article>`;
}

/** The local inbox: every captured message, newest first, with working links and attachments. */
export function renderInboxPage(messages: StoredMail[]): string {
  const list = messages.length
    ? messages.map(renderMessage).join('\n')
    : '<p>No messages yet. Mail sent by the app (sign-up, password reset, contact, worksheets) appears here.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox (${messages.length})</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1f2933; background: #f7f7f2; }
  article { background: #fff; border: 1px solid #c9ccd1; border-radius: 0.5rem; padding: 1rem; margin: 1rem 0; }
  h2 { margin: 0 0 0.5rem; font-size: 1.2rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; min-height: 16rem; border: 1px solid #c9ccd1; border-radius: 0.25rem; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; }
  a { color: #1d4ed8; overflow-wrap: anywhere; }
  .links li { margin: 0.25rem 0; }
</style>
</head>
<body>
<main>
<h1>Local mailbox</h1>
<p>${messages.length} message${messages.length === 1 ? '' : 's'}, newest first. JSON: <a href="/_local/mail.json">/_local/mail.json</a></p>
${list}
</main>
</body>
</html>`;
}
